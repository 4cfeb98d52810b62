import { enqueueToast } from './toast-queue';

/**
 * Shows a toast (top-right, closes after 5 s). Safe to call from anywhere in the browser; the
 * toast library is loaded on the first call, so pages that never toast never download it.
 */
export const notify = {
  error: (message: string) => enqueueToast({ kind: 'error', message }),
  success: (message: string) => enqueueToast({ kind: 'success', message }),
  info: (message: string) => enqueueToast({ kind: 'info', message }),
};
