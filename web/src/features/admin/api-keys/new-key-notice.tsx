import { useEffect, useRef, useState } from 'react';
import ui from '../ui/admin-ui.module.css';
import styles from './api-keys.module.css';

/** The new key, shown once: the server keeps only its hash. Focus lands here so it is not missed. */
export function NewKeyNotice({ secret, onClose }: { secret: string; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => box.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div ref={box} tabIndex={-1} className={styles.secret} role="region" aria-label="Your new API key">
      <p>
        <strong>Copy this key now.</strong> It is shown only once; if it is lost, revoke it and create
        another.
      </p>
      <code className={styles.secretText}>{secret}</code>
      <div className={ui.actions}>
        <button type="button" className={ui.buttonPrimary} onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy key'}
        </button>
        <button type="button" className={ui.button} onClick={onClose}>
          I have stored it
        </button>
      </div>
      <p role="status" className={ui.hint}>
        {copied === 'copied'
          ? 'The key is on your clipboard.'
          : copied === 'failed'
            ? 'Copying failed: select the key and copy it.'
            : ''}
      </p>
    </div>
  );
}
