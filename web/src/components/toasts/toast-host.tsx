import {
  Component,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { retryImport } from '../chunk-error/retry-import';
import { ToastFallback } from './toast-fallback';
import { subscribeToastRequests, toastsRequested } from './toast-queue';

let layer: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * Downloads the toast layer (react-toastify), trying again after a failed download. A failure is
 * not remembered: the next call starts afresh. Screens that toast on every action (the admin area)
 * call this early, so a toast raised while offline does not need the network.
 */
export function loadToastLayer(): Promise<ComponentType> {
  if (layer) return Promise.resolve(layer);
  loading ??= retryImport(() => import('./toast-layer')).then(
    (module) => (layer = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Anything the toast layer throws shows the toasts as plain messages instead of reaching the page. */
class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ToastFallback /> : this.props.children;
  }
}

/**
 * Mounts the toast container once the first toast is asked for (see notify). The toast code is not
 * part of any page: when it cannot be downloaded the page stays as it is and the messages are shown
 * without it (ToastFallback), never the 'Loading chunk failed' screen.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  const [state, setState] = useState<{ Layer?: ComponentType; failed?: boolean }>(() => ({ Layer: layer }));

  useEffect(() => {
    if (!requested || state.Layer || state.failed) return;
    let live = true;
    loadToastLayer().then(
      (Layer) => live && setState({ Layer }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [requested, state.Layer, state.failed]);

  if (!requested) return null;
  if (state.failed) return <ToastFallback />;
  return state.Layer ? (
    <ToastBoundary>
      <state.Layer />
    </ToastBoundary>
  ) : null;
}
