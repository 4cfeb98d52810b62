import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { attachToastDeliverer } from './toast-queue';

/** react-toastify with the spec's settings (section 9); its styles are injected by the library. */
export default function ToastLayer() {
  useEffect(() => attachToastDeliverer(({ kind, message }) => toast[kind](message)), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
      newestOnTop
    />
  );
}
