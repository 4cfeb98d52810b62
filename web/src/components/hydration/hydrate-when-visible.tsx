import { useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createGate, openOnIntent, openWhenIdle, stopWaiting, type HydrationGate } from './hydration-gate';
import styles from './hydrate-when-visible.module.css';

/** How far below the viewport a part starts hydrating, so it is ready when scrolled to. */
const AHEAD = '100% 0px';

const subscribeToNothing = () => () => {};

/**
 * Suspends hydration while the gate is shut. React reads the server snapshot only while
 * hydrating: a part mounted on the client (a page opened by a link) renders at once, and so does
 * one React renders afresh after an update reached it before it was hydrated.
 */
function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Thrown rather than passed to use(): after an event opens the gate React renders this again
  // within the event, where use() would have it wait for the promise's callbacks.
  if (hydrating && !gate.open) throw gate.promise;
  return children;
}

/**
 * Server HTML that React takes over only when wanted. `visible`: when it comes within AHEAD of the
 * viewport or the browser is idle after the load; `intent`: never on its own (text and links, which work as sent). Either way also when
 * the visitor taps, clicks, focuses, types in or points at it first (the event is then handled as
 * usual) and before a navigation, so nothing it does is lost. The wrapper takes no box of its own
 * (display: contents).
 */
function Deferred({ on, children }: { on: 'visible' | 'intent'; children: ReactNode }) {
  const [gate] = useState(createGate);
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();

  useEffect(() => {
    const element = ref.current;
    if (!element || gate.open) return;
    // A navigation re-renders the page: an update that reaches a part still waiting would make
    // React either hold the navigation until it hydrates or draw the part afresh, so it goes first.
    const unsubscribe = router.subscribe('onBeforeNavigate', () => gate.release());
    const targets = [...element.children];
    if (on === 'visible' && (targets.length === 0 || typeof IntersectionObserver === 'undefined')) {
      gate.release();
      return unsubscribe;
    }
    openOnIntent(element, gate);
    if (on === 'intent') {
      return () => {
        unsubscribe();
        stopWaiting(element);
      };
    }
    openWhenIdle(gate);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.release();
        observer.disconnect();
        stopWaiting(element);
      },
      { rootMargin: AHEAD },
    );
    targets.forEach((target) => observer.observe(target));
    return () => {
      unsubscribe();
      observer.disconnect();
      stopWaiting(element);
    };
  }, [gate, router, on]);

  return (
    // data-hydration names the kind of part for tests and for reading the page's HTML.
    <div ref={ref} className={styles.wrapper} data-hydration={on}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

/**
 * A widget below the fold (a carousel, tabs, a FAQ, a form): hydrated after the page's start-up,
 * when the browser is idle (one widget per idle period), or sooner when it comes within a screen
 * of the viewport or someone reaches for it.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  return <Deferred on="visible">{children}</Deferred>;
}

/**
 * A section that is only text, pictures and links: its server HTML is all a person sees and uses,
 * so React leaves it as sent until someone reaches for a link in it or the page navigates.
 */
export function StaticSection({ children }: { children: ReactNode }) {
  return <Deferred on="intent">{children}</Deferred>;
}
