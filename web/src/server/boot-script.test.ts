import { describe, expect, it } from 'vitest';
import { bootScript, PRELOADS_PER_TASK, routeChunksScript } from './boot-script';

type Listener = () => void;

/** Just enough of a page for the boot script: a head, a body, maybe a hero, and the browser's signals. */
function fakePage(options: { hero: boolean; elementTiming: boolean }) {
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const heroListeners: Record<string, Listener> = {};
  const hero = {
    complete: false,
    addEventListener: (name: string, listener: Listener) => (heroListeners[name] = listener),
  };
  let observer: ((list: { getEntries: () => unknown[] }) => void) | undefined;
  const frames: Listener[] = [];
  const timers: { fn: Listener; ms: number }[] = [];
  const windowListeners: Record<string, Listener> = {};
  const messages: Listener[] = [];
  class FakeMessageChannel {
    port1: { onmessage?: Listener } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const globals = {
    document: {
      createElement: element,
      head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      body: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      querySelector: (selector: string) => (selector === 'img[elementtiming]' && options.hero ? hero : null),
    },
    PerformanceObserver: Object.assign(
      function (this: { observe: () => void; disconnect: () => void }, callback: typeof observer) {
        observer = callback;
        this.observe = () => undefined;
        this.disconnect = () => (observer = undefined);
      },
      { supportedEntryTypes: options.elementTiming ? ['element', 'paint', 'largest-contentful-paint'] : [] },
    ),
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
    setTimeout: (fn: Listener, ms: number) => timers.push({ fn, ms }),
    addEventListener: (name: string, listener: Listener) => (windowListeners[name] = listener),
    MessageChannel: FakeMessageChannel,
    self: {} as Record<string, unknown>,
  };
  globals.self = globals as unknown as Record<string, unknown>;
  const run = (code: string) => new Function(...Object.keys(globals), code)(...Object.values(globals));
  return {
    run,
    appended,
    hero,
    heroListeners,
    observer: () => observer,
    frames,
    timers,
    messages,
    windowListeners,
  };
}

const boot = bootScript('/assets/entry-client-abc.js', ['/assets/shell-1.js', '/assets/shell-2.js']);
const route = routeChunksScript(['/assets/company-1.js']);

describe('the hero-first boot script (decision 032)', () => {
  it('loads nothing until the browser reports the hero painted, then the chunks and the entry once', () => {
    const page = fakePage({ hero: true, elementTiming: true });
    page.run(boot);
    page.run(route);
    expect(page.appended).toEqual([]);
    // Another element's paint is not the hero's.
    page.observer()!({ getEntries: () => [{ element: {} }] });
    expect(page.appended).toEqual([]);
    page.observer()!({ getEntries: () => [{ element: page.hero }] });
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/shell-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/shell-2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/company-1.js' },
      { tag: 'script', type: 'module', src: '/assets/entry-client-abc.js' },
    ]);
    // The fallbacks that fire later change nothing.
    page.heroListeners['load']!();
    page.frames.forEach((frame) => frame());
    page.timers.forEach((timer) => timer.fn());
    expect(page.appended).toHaveLength(4);
  });

  it('without element timing, starts a frame after the hero has loaded', () => {
    const page = fakePage({ hero: true, elementTiming: false });
    page.run(boot);
    expect(page.observer()).toBeUndefined();
    page.heroListeners['load']!();
    expect(page.appended).toEqual([]);
    page.frames.forEach((frame) => frame());
    page.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.fn());
    expect(page.appended.at(-1)).toMatchObject({ tag: 'script', src: '/assets/entry-client-abc.js' });
  });

  it('a page without a hero starts at its first contentful paint; nothing waits more than 3 s', () => {
    const page = fakePage({ hero: false, elementTiming: true });
    page.run(boot);
    page.observer()!({ getEntries: () => [{ name: 'first-paint' }] });
    expect(page.appended).toEqual([]);
    page.observer()!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(page.appended).toHaveLength(3);

    const stuck = fakePage({ hero: true, elementTiming: true });
    stuck.run(boot);
    const last = stuck.timers.find((timer) => timer.ms === 3000)!;
    last.fn();
    expect(stuck.appended).toHaveLength(3);
  });

  it('adds the preloads a few per task, then the entry (issue 25)', () => {
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = fakePage({ hero: false, elementTiming: true });
    page.run(bootScript('/assets/entry-client-abc.js', files));
    page.observer()!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(page.appended).toHaveLength(PRELOADS_PER_TASK);
    // The next batch comes by a message (a page clock a test has paused holds timers, not these).
    expect(page.timers.filter((timer) => timer.ms === 0)).toEqual([]);
    const runNextTask = () => page.messages.splice(0).forEach((message) => message());
    runNextTask();
    expect(page.appended).toHaveLength(2 * PRELOADS_PER_TASK);
    runNextTask();
    expect(page.appended.map((node) => node.href ?? node.src)).toEqual([
      ...files,
      '/assets/entry-client-abc.js',
    ]);
    expect(page.appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
  });

  it('goes out without comments or line breaks', () => {
    expect(boot).not.toMatch(/\n|\/\/ /);
  });
});
