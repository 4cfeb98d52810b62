import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import {
  DeleteSavedInboxFilterDocument,
  SavedInboxFiltersDocument,
  SaveInboxFilterDocument,
} from './inbox-work-documents';
import styles from './inbox-page.module.css';
import { validateInboxSearch, type InboxSearch } from './inbox-search';
import type { LeadKind } from './lead-kinds';
import { gqlKind } from '../ui/lead-kind';

/**
 * Saved filters (decision 059): the current filters under a name of one's own; choosing one
 * applies it, Delete removes it. Native select, input and buttons, so all of it works from the
 * keyboard. Only the person who saved a filter sees it.
 */
export function SavedFilters({
  kind,
  search,
  onApply,
}: {
  kind: LeadKind;
  search: InboxSearch;
  onApply: (search: InboxSearch) => void;
}) {
  const variables = { kind: gqlKind(kind) };
  const { data, refetch } = useQuery(SavedInboxFiltersDocument, { variables, ssr: false });
  const [save, { loading: saving }] = useMutation(SaveInboxFilterDocument);
  const [remove, { loading: removing }] = useMutation(DeleteSavedInboxFilterDocument);
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const filters = data?.savedInboxFilters ?? [];

  const apply = (filterId: string) => {
    setChosen(filterId);
    const found = filters.find((f) => f.id === filterId);
    if (!found) return;
    try {
      const raw = JSON.parse(found.filter) as Record<string, unknown>;
      onApply({ status: undefined, q: undefined, source: undefined, ...validateInboxSearch(raw) });
    } catch {
      notify.error('This saved filter could not be read.');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filter = Object.fromEntries(Object.entries(search).filter(([, v]) => typeof v === 'string' && v));
    try {
      const { data: saved } = await save({
        variables: { ...variables, name: name.trim(), filter: JSON.stringify(filter) },
      });
      setError(undefined);
      setName('');
      await refetch();
      if (saved) setChosen(saved.saveInboxFilter.id);
      notify.success('Filter saved.');
    } catch (err) {
      setError(
        fieldErrors(err)['name'] ?? errorMessage(err, 'The filter could not be saved. Please try again.'),
      );
    }
  };

  const del = async () => {
    if (!chosen) return;
    try {
      await remove({ variables: { id: chosen } });
      setChosen('');
      await refetch();
      notify.success('Saved filter deleted.');
    } catch (err) {
      notify.error(errorMessage(err, 'The filter could not be deleted. Please try again.'));
    }
  };

  return (
    <div className={`${ui.toolbar} ${styles.savedFilters}`}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-pick`}>
          Saved filters
        </label>
        <select
          id={`${id}-pick`}
          className={ui.select}
          value={chosen}
          onChange={(e) => apply(e.target.value)}
        >
          <option value="">{filters.length ? 'Choose…' : 'None saved yet'}</option>
          {filters.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        disabled={!chosen || removing}
        onClick={() => void del()}
      >
        Delete saved filter
      </button>
      <form className={styles.saveFilter} onSubmit={(e) => void submit(e)}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-name`}>
            Save these filters as
          </label>
          <input
            id={`${id}-name`}
            className={ui.input}
            maxLength={60}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className={`${ui.button} ${ui.small}`} disabled={saving || !name.trim()}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        {error ? (
          <p id={`${id}-error`} className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
