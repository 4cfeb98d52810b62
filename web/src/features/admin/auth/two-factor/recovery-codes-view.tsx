import type { ReactNode } from 'react';
import { notify } from '../../../../components/toasts/notify';
import ui from '../../ui/admin-ui.module.css';
import styles from './two-factor.module.css';

/** Hands the codes to the browser as a text file (no server round trip: they exist only here). */
function download(codes: string[]) {
  const text = `Recovery codes for the admin area. Each works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Ten fresh recovery codes, shown once: the server keeps only their hashes. `children` is the way
 * on (e.g. "I have saved them"), so nobody leaves the codes behind by accident.
 */
export function RecoveryCodesView({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success('The recovery codes were copied.');
    } catch {
      notify.error('Copying is not allowed here: download the codes or write them down.');
    }
  };
  return (
    <div className={styles.setup}>
      <p className={ui.notice}>
        Keep these recovery codes somewhere safe, apart from your phone and passkeys. Each one signs you in
        once if you lose them. They are shown only now.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={() => download(codes)}>
          Download codes
        </button>
        <button type="button" className={ui.button} onClick={() => void copy()}>
          Copy codes
        </button>
        {children}
      </div>
    </div>
  );
}
