import { createRootRouteWithContext, HeadContent, Link, Outlet, Scripts } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import '../styles/global.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Professional Software Development' },
      {
        name: 'description',
        content: 'Dedicated development teams, outstaffing and outsourcing for web, mobile, design and QA.',
      },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
});

// The whole document is rendered by React on the server and hydrated in the browser.
function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
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
        <Scripts />
      </body>
    </html>
  );
}
