import { useSyncExternalStore } from 'react';

/**
 * The spec's `industries` client state: the number ('01'..'06') of the selected industry card.
 *
 * It is a tiny module-level store read with useSyncExternalStore rather than a context or a state
 * library: the module outlives the home page's components, so the choice survives client
 * navigation away and back, and it is mirrored to sessionStorage under 'industries' so it also
 * survives a reload within the tab. The server always renders the first card; the browser
 * switches to the stored one right after hydration (useSyncExternalStore's server snapshot).
 */
export const INDUSTRIES_KEY = 'industries';

let selected: string | null = null;
const listeners = new Set<() => void>();

function read(fallback: string): string {
  if (selected === null) {
    try {
      selected = sessionStorage.getItem(INDUSTRIES_KEY);
    } catch {
      // Storage can be blocked (privacy settings); the choice then lives in memory only.
    }
  }
  return selected ?? fallback;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedIndustry(fallback: string): string {
  return useSyncExternalStore(
    subscribe,
    () => read(fallback),
    () => fallback,
  );
}

export function selectIndustry(number: string) {
  selected = number;
  try {
    sessionStorage.setItem(INDUSTRIES_KEY, number);
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}
