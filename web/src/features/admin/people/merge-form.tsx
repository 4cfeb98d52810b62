import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { MergePeopleDocument, PersonSearchDocument } from './person-documents';
import styles from './person-page.module.css';

type Candidate = { key: string; title: string; detail: string };

/**
 * Merge with another person: find one of their leads by name or address (the admin search, leads
 * only, so only leads the role may see), then confirm. The server refuses a lead of a kind the
 * role may not see.
 */
export function MergeForm({ personKey, onMerged }: { personKey: string; onMerged: () => void }) {
  const client = useApolloClient();
  const [merge, { loading: merging }] = useMutation(MergePeopleDocument);
  const [dialog, confirm] = useConfirm();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Candidate[] | null>(null);
  const [searching, setSearching] = useState(false);
  const id = useId();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSearching(true);
    try {
      const { data } = await client.query({
        query: PersonSearchDocument,
        variables: { text: text.trim() },
        fetchPolicy: 'network-only',
      });
      setFound(
        (data?.staffSearch ?? [])
          .filter((h) => h.area === 'contact' || h.area === 'application')
          .map((h) => ({ key: `${h.area}-${h.id}`, title: h.title, detail: h.detail }))
          .filter((c) => c.key !== personKey),
      );
    } catch (err) {
      notify.error(errorMessage(err, 'The search failed. Please try again.'));
    } finally {
      setSearching(false);
    }
  };

  const pick = async (c: Candidate) => {
    const ok = await confirm({
      title: 'Merge into one person?',
      body: (
        <p>
          {c.title} ({c.detail}) and this person will be shown as one. You can unmerge them later.
        </p>
      ),
      confirmLabel: 'Merge',
    });
    if (!ok) return;
    try {
      await merge({ variables: { a: personKey, b: c.key } });
      notify.success('Merged.');
      setFound(null);
      setText('');
      onMerged();
    } catch (err) {
      notify.error(errorMessage(err, 'These people could not be merged. Please try again.'));
    }
  };

  return (
    <div className={styles.mergeForm}>
      <h3 className={styles.subTitle} id={`${id}-title`}>
        Merge with another person
      </h3>
      <form
        role="search"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => void search(e)}
        className={styles.row}
      >
        <label className={ui.visuallyHidden} htmlFor={`${id}-q`}>
          Name or address of the other person
        </label>
        <input
          id={`${id}-q`}
          className={ui.input}
          placeholder="Name or address"
          maxLength={200}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={ui.button} disabled={searching}>
          {searching ? 'Finding…' : 'Find'}
        </button>
      </form>
      {found ? (
        found.length ? (
          <ul className={styles.candidates} aria-label="Leads found">
            {found.map((c) => (
              <li key={c.key}>
                <span>
                  <strong>{c.title}</strong> <span className={ui.hint}>{c.detail}</span>
                </span>
                <button
                  type="button"
                  className={`${ui.button} ${ui.small}`}
                  disabled={merging}
                  onClick={() => void pick(c)}
                >
                  Merge
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={ui.hint} role="status">
            No other leads found.
          </p>
        )
      ) : null}
      {dialog}
    </div>
  );
}
