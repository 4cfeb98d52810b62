// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible, StaticSection } from './hydrate-when-visible';

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

/** Renders `tree` as the server does (no document), then hydrates it in a page. */
async function serveAndHydrate(tree: React.ReactNode) {
  const { document } = globalThis;
  vi.stubGlobal('document', undefined);
  const html = renderToString(<main>{tree}</main>);
  vi.stubGlobal('document', document);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <main>{tree}</main>);
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
