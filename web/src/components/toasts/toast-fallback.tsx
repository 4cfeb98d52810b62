import { useEffect, useState } from 'react';
import styles from './toast-fallback.module.css';
import { attachToastDeliverer, type QueuedToast } from './toast-queue';

/** As long as a toast stays (spec section 9: autoClose 5000). */
const SHOW_MS = 5000;

let nextId = 0;

/**
 * The toasts as plain messages in the same corner, for when the toast layer could not be
 * downloaded (offline, or a new release replaced the file): the person still learns what happened,
 * and the page they are working on stays.
 */
export function ToastFallback() {
  const [items, setItems] = useState<(QueuedToast & { id: number })[]>([]);

  useEffect(() => {
    const timers = new Set<number>();
    const detach = attachToastDeliverer((toast) => {
      const id = ++nextId;
      setItems((list) => [...list, { ...toast, id }]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setItems((list) => list.filter((item) => item.id !== id));
      }, SHOW_MS);
      timers.add(timer);
    });
    return () => {
      detach();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  return (
    <div className={styles.region} aria-live="polite">
      {items.map((item) => (
        <p
          key={item.id}
          className={`${styles.message} ${styles[item.kind]}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{item.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={() => setItems((list) => list.filter((other) => other.id !== item.id))}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
