import { createRootRoute, HeadContent, Link, Outlet } from '@tanstack/react-router';

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { title: 'Professional Software Development' },
      {
        name: 'description',
        content: 'Dedicated development teams, outstaffing and outsourcing for web, mobile, design and QA.',
      },
    ],
  }),
  component: RootLayout,
});

// Placeholder chrome; the real header and footer come with the site pages.
function RootLayout() {
  return (
    <>
      <HeadContent />
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>
        <small>© {new Date().getFullYear()}</small>
      </footer>
    </>
  );
}
