import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { SetLeadFollowUpDocument } from './lead-documents';
import { gqlKind } from '../ui/lead-kind';
import { LEAD_REFETCH, todayUtc, type LeadKindParam } from './lead-kind';
import styles from './lead-page.module.css';

/** When to look at the lead again (decision 055): a whole day, today or later; clearing is allowed. */
export function FollowUpPanel({
  kind,
  id,
  followUpAt,
}: {
  kind: LeadKindParam;
  id: string;
  followUpAt: string | null;
}) {
  const inputId = useId();
  const errorId = useId();
  const saved = followUpAt ? followUpAt.slice(0, 10) : '';
  const [day, setDay] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(SetLeadFollowUpDocument, {
    refetchQueries: [...LEAD_REFETCH, 'AdminDueFollowUps'],
    awaitRefetchQueries: true,
  });

  const submit = async (value: string | null) => {
    setError(undefined);
    try {
      await save({ variables: { kind: gqlKind(kind), id, followUpOn: value } });
      notify.success(value ? `Follow-up set for ${value}.` : 'Follow-up cleared.');
      if (!value) setDay('');
    } catch (err) {
      const field = fieldErrors(err)['followUpOn'];
      if (field) setError(field);
      else notifyFailure(err, 'The follow-up could not be saved. Please try again.');
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="lead-follow-up">
      <h2 id="lead-follow-up" className={ui.sectionTitle}>
        Follow-up
      </h2>
      <p className={ui.hint}>{saved ? `Planned for ${saved} (UTC).` : 'No follow-up planned.'}</p>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(day || null);
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={inputId}>
            Follow up on
          </label>
          <input
            id={inputId}
            type="date"
            className={ui.input}
            min={todayUtc()}
            value={day}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <button type="submit" className={ui.button} disabled={loading || !day || day === saved}>
          {loading ? 'Saving…' : 'Set follow-up'}
        </button>
        {saved ? (
          <button type="button" className={ui.button} disabled={loading} onClick={() => void submit(null)}>
            Clear
          </button>
        ) : null}
      </form>
      {error ? (
        <p id={errorId} className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
