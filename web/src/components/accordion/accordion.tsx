import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type AccordionItemProps = {
  /** The text of the toggle button (its accessible name). */
  title: ReactNode;
  /** Shown under the title whether the item is open or not (e.g. a vacancy's city and level). */
  summary?: ReactNode;
  /** The panel, rendered in the server HTML even while closed. */
  children: ReactNode;
  /** The heading level that wraps the button, to fit the page outline. */
  headingLevel?: HeadingLevel;
  defaultOpen?: boolean;
  className?: string;
};

/**
 * One disclosure of the WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls, and a labelled region. Items open and close on their own, so
 * several may be open at once. Ids come from useId, so server and client markup agree.
 */
export function AccordionItem({
  title,
  summary,
  children,
  headingLevel = 3,
  defaultOpen = false,
  className,
}: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={[styles.item, open ? styles.open : '', className ?? ''].join(' ').trim()}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.title}>{title}</span>
          <svg className={styles.arrow} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      {summary ? <div className={styles.summary}>{summary}</div> : null}
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** A list of accordion items; keeps them in one visual group. */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.accordion, className ?? ''].join(' ').trim()}>{children}</div>;
}
