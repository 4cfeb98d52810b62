import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from './toast-queue';

const ToastLayer = lazy(() => import('./toast-layer'));

/** Mounts the toast container once the first toast is asked for (see notify). */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
