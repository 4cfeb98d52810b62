import type { ComponentType } from 'react';
import { retryImport } from '../chunk-error/retry-import';

/**
 * A part of the shell whose code is not in a page's first load (decision 066): the footer's contact
 * form is on every page, below the fold, and its code (the form, its country list, the bot-check)
 * was a tenth of every page's JavaScript. The server renders it like everything else (render.tsx
 * loads every part's code before its first page, as renderToString cannot wait); the browser keeps
 * that HTML as sent until the part comes near the viewport or someone reaches for it
 * (HydrateOnSight), then downloads the code and hydrates it.
 *
 * The module must be named `*.part.tsx`: the server reads that from the build's manifest to inline
 * the part's CSS with the shell's, so the HTML it sends is styled before the code arrives.
 */
export type LazyPart = ComponentType & {
  /** Downloads the code (once; a failed download is tried again on the next call). */
  preload: () => Promise<ComponentType>;
  /** True once the code is here, so the part renders without suspending. */
  loaded: () => boolean;
};

const parts = new Set<LazyPart>();

export function lazyPart(load: () => Promise<ComponentType>): LazyPart {
  let component: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (component) return Promise.resolve(component);
    failure = undefined;
    loading ??= retryImport(load).then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        loading = undefined;
        failure = error;
        throw error;
      },
    );
    return loading;
  };
  function Part() {
    // A download that failed for good reaches the error boundary around the part (ChunkFailed).
    if (failure !== undefined) throw failure;
    // Suspends until the code is here; React keeps the server's HTML meanwhile.
    if (!component) throw preload().catch(() => undefined);
    const Loaded = component;
    return <Loaded />;
  }
  const part = Object.assign(Part, { preload, loaded: () => component !== undefined });
  parts.add(part);
  return part;
}

/** The code of every part defined so far: the server awaits it before rendering a page. */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all([...parts].map((part) => part.preload()));
}
