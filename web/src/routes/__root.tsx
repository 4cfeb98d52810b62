import { createRootRouteWithContext, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BLOG_FEEDS } from '@agency/schema/feeds';
import { DEFAULT_SITE_NAME, DEFAULT_SITE_SETTINGS } from '@agency/schema/site-settings';
import { ChunkFailed } from '../components/chunk-error/chunk-failed';
import { useStalledLoad } from '../components/chunk-error/use-stalled-load';
import { CookieBanner } from '../components/cookie-banner/cookie-banner';
import { Footer } from '../components/footer/footer';
import { HydrateWhenVisible } from '../components/hydration/hydrate-when-visible';
import { SectionBoundary } from '../components/hydration/section-boundary';
import { HeadTags } from '../components/head-tags/head-tags';
import { Header } from '../components/header/header';
import { normalisePath } from '../components/header/nav-items';
import { Preloader } from '../components/preloader/preloader';
import { ToastHost } from '../components/toasts/toast-host';
import { ContactSection } from '../features/contact/contact-section';
import type { RootData } from '../lib/site-settings';
import type { RouterContext } from '../router';
import '../styles/global.css';

function rootHead(name: string, notFound: boolean) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b1b2b' },
      // Every page sets its own title; this one is the not-found page's (and a fallback).
      { title: notFound ? `Page not found | ${name}` : `${name} | Professional Software Development` },
      {
        name: 'description',
        content: 'Dedicated development teams, outstaffing and outsourcing for web, mobile, design and QA.',
      },
      { property: 'og:site_name', content: name },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      // The blog's feeds, on every page, so a reader given any address of the site finds them.
      ...BLOG_FEEDS.map((feed) => ({
        rel: 'alternate',
        type: feed.type,
        title: `${name} blog (${feed.label})`,
        href: feed.path,
      })),
    ],
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Read once on the server and carried to the browser with the page; never reloaded there.
  loader: ({ context }): RootData => ({
    blogUrl: context.blogUrl ?? null,
    site: context.site ?? DEFAULT_SITE_SETTINGS,
    // Without one (a dev server without the API), addresses stay relative to the page's origin.
    siteUrl: context.siteUrl ?? '',
  }),
  // An unknown path (or a loader's notFound) renders the not-found page; a page with a title of its
  // own for that case (a missing case or article) overrides this one.
  head: ({ loaderData, matches }) =>
    rootHead(
      loaderData?.site.name ?? DEFAULT_SITE_NAME,
      matches.some((match) => match._notFound === true || match.status === 'notFound'),
    ),
  shouldReload: false,
  component: RootDocument,
});

const isAdminPath = (pathname: string) => /^\/admin-panel(\/|$)/.test(pathname);
const isCareersPath = (pathname: string) => /^\/careers(\/|$)/.test(pathname);

// The whole document is rendered by React on the server and hydrated in the browser. The admin
// area has its own frame, so the public header, footer, banner and preloader stay out of it.
function RootDocument() {
  const pathname = normalisePath(useRouterState({ select: (state) => state.location.pathname }));
  const admin = isAdminPath(pathname);
  // A page whose code has not arrived within the chunk time-out is reported as failed.
  const stalled = useStalledLoad();
  const page = stalled ? <ChunkFailed /> : <Outlet />;

  // Marks the end of hydration (this effect runs after every child's): the signal the end-to-end
  // tests wait for before checking client-only behaviour.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html lang="en">
      <head>
        <HeadTags />
      </head>
      <body>
        {admin ? (
          <main id="content">{page}</main>
        ) : (
          <>
            <Header />
            <main id="content">{page}</main>
            {/* The careers page and each vacancy's page bring the job application form instead. */}
            <SectionBoundary>
              <Footer>
                {!isCareersPath(pathname) && (
                  <HydrateWhenVisible>
                    <ContactSection />
                  </HydrateWhenVisible>
                )}
              </Footer>
            </SectionBoundary>
            <CookieBanner />
            <Preloader />
          </>
        )}
        <ToastHost />
        <Scripts />
      </body>
    </html>
  );
}
