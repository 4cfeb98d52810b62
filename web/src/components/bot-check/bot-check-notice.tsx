import type { BotCheck } from './use-bot-check';
import styles from './bot-check-notice.module.css';

const TEXT = {
  none: '',
  waiting: 'Running a quick spam check…',
  failed: 'The spam check could not run. Sending will try it again.',
} as const;

/**
 * Where the check lives in a form. ALTCHA's widget is invisible; a line of text appears only while
 * a submission waits for the check, or when it could not run. External providers draw their own
 * small box here.
 */
export function BotCheckNotice({ host, notice }: BotCheck['view']) {
  return (
    <div className={styles.notice}>
      <div ref={host} className={styles.host} />
      <p className={styles.text} aria-live="polite">
        {TEXT[notice]}
      </p>
    </div>
  );
}
