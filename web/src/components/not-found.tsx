import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
