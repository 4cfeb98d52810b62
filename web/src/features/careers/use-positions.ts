import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/toasts/notify';
import { createGraphQLRequest } from '../../lib/graphql';
import { loadPositions } from './load-careers';
import type { PositionOption } from './vacancy-list';

/**
 * The application form's positions: given by the page (a short list, a vacancy's own page), or
 * for a long list fetched once when the visitor first focuses the form, or at once when a link
 * named a vacancy. Hundreds of names are then not part of every /careers page; the query is a
 * cacheable GET the API answers from its response cache.
 */
export function usePositions(given: PositionOption[] | null, now: boolean) {
  const [loaded, setLoaded] = useState<PositionOption[] | null>(null);
  const started = useRef(false);
  const load = useCallback(() => {
    if (given || started.current) return;
    started.current = true;
    loadPositions(createGraphQLRequest(fetch.bind(globalThis), '/graphql')).then(setLoaded, () => {
      started.current = false; // the next focus tries again
      notify.error('The list of vacancies could not be loaded. Please try again.');
    });
  }, [given]);
  useEffect(() => {
    if (now) load();
  }, [now, load]);
  return { options: given ?? loaded ?? [], load };
}
