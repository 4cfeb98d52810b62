// @vitest-environment jsdom
import { act, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnSight, HydrateWhenVisible, StaticSection } from './hydrate-when-visible';
import { lazyPart } from './lazy-part';

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ subscribe: () => () => undefined }),
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];
/** The browser's idle periods, run by the test. */
const idle: (() => void)[] = [];
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  // The queue of widgets waiting for an idle period is the page's: let it run dry.
  while (idle.length) act(() => idle.shift()!());
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  vi.unstubAllGlobals();
});

/** A widget that says when React has taken it over, and counts its clicks. */
function Widget({ onHydrated, onClick }: { onHydrated: () => void; onClick: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <button type="button" onClick={onClick}>
      Open
    </button>
  );
}

/** Renders `tree` as the server does (no document), then hydrates it (or `clientTree`) in a page. */
async function serveAndHydrate(tree: React.ReactNode, clientTree: React.ReactNode = tree) {
  const { document } = globalThis;
  vi.stubGlobal('document', undefined);
  const html = renderToString(<main>{tree}</main>);
  vi.stubGlobal('document', document);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <main>{clientTree}</main>);
  });
  mounted.push({ root, container });
  return { html, container };
}

describe('parts hydrated when wanted (issue 25)', () => {
  it('the server renders the content itself, not a fallback', async () => {
    const { html } = await serveAndHydrate(
      <StaticSection>
        <p>Only text</p>
      </StaticSection>,
    );
    expect(html).toContain('<p>Only text</p>');
    expect(html).not.toContain('<!--$!-->');
  });

  it('a static section stays as sent until a click, which hydrates it and is handled', async () => {
    const onHydrated = vi.fn();
    const onClick = vi.fn();
    const { container } = await serveAndHydrate(
      <StaticSection>
        <Widget onHydrated={onHydrated} onClick={onClick} />
      </StaticSection>,
    );
    const button = container.querySelector('button')!;
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onHydrated).toHaveBeenCalledTimes(1);
    // The server's button is the one React took over: nothing was drawn again.
    expect(container.querySelector('button')).toBe(button);
  });

  it('a widget below the fold hydrates when it comes into view', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onHydrated = vi.fn();
    await serveAndHydrate(
      <HydrateWhenVisible>
        <Widget onHydrated={onHydrated} onClick={() => undefined} />
      </HydrateWhenVisible>,
    );
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => report!([{ isIntersecting: false }]));
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => report!([{ isIntersecting: true }]));
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });

  it('or, not scrolled to, when the browser is idle after the load', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const onHydrated = vi.fn();
    await serveAndHydrate(
      <HydrateWhenVisible>
        <Widget onHydrated={onHydrated} onClick={() => undefined} />
      </HydrateWhenVisible>,
    );
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => idle.shift()!());
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });
});

/** An IntersectionObserver the test reports to. */
function observeByHand() {
  const observer: { report?: (entries: { isIntersecting: boolean }[]) => void } = {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observer.report) {
        observer.report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return observer;
}

/**
 * The same part twice: loaded on the "server" before it renders (as render.tsx does), and in the
 * "browser" with a download the test lets arrive (or fail) when it likes.
 */
async function lazyWidget() {
  const onHydrated = vi.fn();
  const onClick = vi.fn();
  const Loaded = () => <Widget onHydrated={onHydrated} onClick={onClick} />;
  const onServer = lazyPart(async () => Loaded);
  await onServer.preload();
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const download = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = () => resolve(Loaded);
        fail = reject;
      }),
  );
  const inBrowser = lazyPart(download);
  return {
    onHydrated,
    onClick,
    download,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
    serve: () => serveAndHydrate(<HydrateOnSight part={onServer} />, <HydrateOnSight part={inBrowser} />),
  };
}

describe('a part whose code loads on sight (decision 066)', () => {
  it('is in the server HTML, and its code is downloaded when it comes into view, not when idle', async () => {
    const observer = observeByHand();
    const widget = await lazyWidget();
    const { html } = await widget.serve();
    expect(html).toMatch(/<button[^>]*>Open<\/button>/);
    while (idle.length) await act(async () => idle.shift()!());
    expect(widget.download).not.toHaveBeenCalled();
    await act(async () => observer.report!([{ isIntersecting: true }]));
    expect(widget.download).toHaveBeenCalledTimes(1);
    expect(widget.onHydrated).not.toHaveBeenCalled();
    await widget.arrive();
    expect(widget.onHydrated).toHaveBeenCalledTimes(1);
  });

  it('holds a click that comes before its code and makes it again once it is hydrated', async () => {
    observeByHand();
    const widget = await lazyWidget();
    const { container } = await widget.serve();
    const button = container.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      button.dispatchEvent(click);
    });
    // Held: the browser does not act on it alone, and the click asked for the code.
    expect(click.defaultPrevented).toBe(true);
    expect(widget.onClick).not.toHaveBeenCalled();
    expect(widget.download).toHaveBeenCalledTimes(1);
    await widget.arrive();
    expect(widget.onHydrated).toHaveBeenCalledTimes(1);
    expect(widget.onClick).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });

  it('holds Enter on a button the same way, and lets Tab and typing through', async () => {
    observeByHand();
    const widget = await lazyWidget();
    const { container } = await widget.serve();
    const button = container.querySelector('button')!;
    const key = (name: string) =>
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    const tab = key('Tab');
    const enter = key('Enter');
    await act(async () => {
      button.dispatchEvent(tab);
      button.dispatchEvent(enter);
    });
    expect(tab.defaultPrevented).toBe(false);
    expect(enter.defaultPrevented).toBe(true);
    expect(widget.onClick).not.toHaveBeenCalled();
    await widget.arrive();
    // The button had no key handler of its own: Enter did what it does on a button, a click.
    expect(widget.onClick).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when its code cannot be downloaded', async () => {
    const observer = observeByHand();
    const widget = await lazyWidget();
    const { container } = await widget.serve();
    await act(async () => observer.report!([{ isIntersecting: true }]));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await widget.fail(new Error('the server is gone'));
    quiet.mockRestore();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Loading chunk failed');
    expect(container.querySelector('button')?.textContent).toBe('Retry');
  });
});
