import { Suspense, type ReactNode } from 'react';

/**
 * A section of a page that React hydrates on its own. Each Suspense boundary in server HTML is
 * hydrated after the shell, in a render and commit of its own, so the browser gets the main thread
 * back between sections instead of the whole page being taken over (and its effects run) in one
 * long task; a click on a section not yet hydrated makes React hydrate that one first (selective
 * hydration). Nothing inside suspends once the page's code has loaded, so the empty fallback is
 * never shown.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
