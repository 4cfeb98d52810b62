import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql } from '../gql/gql';
import { errorMessage } from '../ui/errors';
import styles from './search-dialog.module.css';

const StaffSearchDocument = graphql(`
  query AdminStaffSearch($text: String!) {
    staffSearch(text: $text) {
      area
      id
      title
      detail
      href
    }
  }
`);

type Hit = { area: string; id: string; title: string; detail: string; href: string };
const AREA_LABEL: Record<string, string> = {
  contact: 'Contact request',
  application: 'Application',
  article: 'Article',
  vacancy: 'Vacancy',
  user: 'User',
};

/**
 * The admin area's one search (decision 059): Ctrl/Cmd-K or the button opens a modal dialog with a
 * combobox; arrows move through the results, Enter opens one, Escape closes and focus goes back to
 * where it was. The server decides what each role may find.
 */
export function SearchDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [active, setActive] = useState(0);
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle');
  const [error, setError] = useState('');
  const id = useId();

  const open = () => {
    if (ref.current?.open) return;
    opener.current = document.activeElement;
    ref.current?.showModal();
    input.current?.select();
  };
  const close = () => ref.current?.close();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const wanted = text.trim();
    if (!wanted) {
      setHits([]);
      setState('idle');
      return;
    }
    let current = true;
    setState('searching');
    const timer = setTimeout(() => {
      client
        .query({ query: StaffSearchDocument, variables: { text: wanted }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!current) return;
          setHits(data?.staffSearch ?? []);
          setActive(0);
          setState('done');
        })
        .catch((err: unknown) => {
          if (!current) return;
          setError(errorMessage(err, 'The search failed. Please try again.'));
          setState('failed');
        });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, client]);

  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    opener.current = null;
    close();
    void navigate({ href: hit.href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    } else if (event.key === 'Escape') {
      // Said here: a text box may keep the first Escape for itself, and one press should close.
      event.preventDefault();
      close();
    }
  };

  const status =
    state === 'searching'
      ? 'Searching…'
      : state === 'failed'
        ? error
        : state === 'done'
          ? hits.length
            ? `${hits.length} result${hits.length === 1 ? '' : 's'}`
            : 'Nothing found.'
          : 'Leads, articles, vacancies and users.';

  return (
    <>
      <button type="button" className={styles.opener} onClick={open} aria-keyshortcuts="Control+K Meta+K">
        Search <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      <dialog
        ref={ref}
        className={styles.dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => {
          const back = opener.current;
          if (back instanceof HTMLElement) back.focus();
        }}
        onClick={(event) => event.target === ref.current && close()}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          Find in the admin area
        </h2>
        <input
          ref={input}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label="Find leads, articles, vacancies or users"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={hits[active] ? `${id}-hit-${active}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-status`} className={styles.status} role="status">
          {status}
        </p>
        <ul id={`${id}-list`} role="listbox" aria-label="Results" className={styles.list}>
          {hits.map((hit, i) => (
            <li
              key={`${hit.area}-${hit.id}`}
              id={`${id}-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.hit}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(hit)}
            >
              <span className={styles.area}>{AREA_LABEL[hit.area] ?? hit.area}</span>
              <span className={styles.hitTitle}>{hit.title}</span>
              <span className={styles.detail}>{hit.detail}</span>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} onClick={close}>
          Close
        </button>
      </dialog>
    </>
  );
}
