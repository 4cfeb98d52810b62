import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin-panel/')({
  component: AdminHome,
});

/** Placeholder until the admin area's own issue lands. */
function AdminHome() {
  return (
    <section style={{ maxWidth: 720, margin: '0 auto', padding: '64px 20px' }}>
      <h1>Admin area</h1>
      <p>The staff dashboard will live here.</p>
    </section>
  );
}
