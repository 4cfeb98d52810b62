import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { notifyFailure } from '../ui/errors';
import { AssignLeadsDocument, LeadAssigneesDocument } from './lead-documents';
import { gqlKind } from '../ui/lead-kind';
import { LEAD_REFETCH, type LeadKindParam } from './lead-kind';

/**
 * Who owns the lead (decision 054). The picker offers only staff who may see this kind of lead;
 * the new owner is told by e-mail.
 */
export function OwnerPanel({
  kind,
  id,
  assigneeId,
}: {
  kind: LeadKindParam;
  id: string;
  assigneeId: string | null;
}) {
  const selectId = useId();
  const staff = useQuery(LeadAssigneesDocument, { variables: { kind: gqlKind(kind) } });
  const [assign, { loading }] = useMutation(AssignLeadsDocument, {
    refetchQueries: LEAD_REFETCH,
    awaitRefetchQueries: true,
  });
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const people = staff.data?.leadAssignees ?? [];
  const current = assigneeId ?? '';

  const change = async (to: string) => {
    setState('idle');
    try {
      await assign({ variables: { kind: gqlKind(kind), ids: [id], assigneeId: to || null } });
      setState('saved');
      const name = people.find((p) => p.id === to)?.name;
      notify.success(name ? `Assigned to ${name}.` : 'Unassigned.');
    } catch (err) {
      setState('failed');
      notifyFailure(err, 'The owner could not be changed. Please try again.');
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="lead-owner">
      <h2 id="lead-owner" className={ui.sectionTitle}>
        Owner
      </h2>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={selectId}>
          Assigned to
        </label>
        <select
          id={selectId}
          className={ui.select}
          value={current}
          disabled={loading || staff.loading}
          onChange={(event) => void change(event.target.value)}
        >
          <option value="">Nobody</option>
          {assigneeId && !people.some((p) => p.id === assigneeId) && !staff.loading ? (
            <option value={assigneeId}>Former staff member</option>
          ) : null}
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.email})
            </option>
          ))}
        </select>
      </div>
      <p className={ui.hint} role="status">
        {loading
          ? 'Saving…'
          : state === 'saved'
            ? 'Saved. The new owner is told by e-mail.'
            : state === 'failed'
              ? 'Not saved.'
              : ''}
      </p>
    </section>
  );
}
