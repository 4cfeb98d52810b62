import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../lib/shell-constants';

/**
 * True once the router has been waiting on a page (its code chunks, mostly) for longer than the
 * chunk time-out; a browser's own module loading has no time-out of its own.
 */
export function useStalledLoad(timeoutMs = CHUNK_LOAD_TIMEOUT_MS): boolean {
  const loading = useRouterState({
    select: (state) => state.isLoading || state.matches.some((match) => match.status === 'pending'),
  });
  const [stalled, setStalled] = useState(false);

  useEffect(() => {
    if (!loading) {
      setStalled(false);
      return;
    }
    const timer = window.setTimeout(() => setStalled(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [loading, timeoutMs]);

  return stalled && loading;
}
