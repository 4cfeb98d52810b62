import { useEffect } from 'react';
// The unstyled build: the default one injects its stylesheet as a <style> tag at run time, which
// the page's Content-Security-Policy blocks (toasts then render as bare text under the page).
// Its CSS file comes with this chunk instead, as a stylesheet from our own origin.
import { toast, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { attachToastDeliverer } from './toast-queue';

/** react-toastify with the spec's settings (section 9). */
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
