/**
 * Hands toasts from anywhere to the toast layer. The layer (react-toastify) loads only when the
 * first toast is asked for, so toasts raised before it arrives wait here.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type QueuedToast = { kind: ToastKind; message: string };

const waiting: QueuedToast[] = [];
let deliver: ((toast: QueuedToast) => void) | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function enqueueToast(toast: QueuedToast): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** The layer calls this once mounted; it receives the waiting toasts, then every new one. */
export function attachToastDeliverer(fn: (toast: QueuedToast) => void): () => void {
  deliver = fn;
  waiting.splice(0).forEach(fn);
  return () => {
    if (deliver === fn) deliver = undefined;
  };
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsRequested = () => requested;
