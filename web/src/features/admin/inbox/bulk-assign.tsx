import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { notifyFailure } from '../ui/errors';
import type { LeadKind } from './lead-kinds';
import { gqlKind } from '../ui/lead-kind';

const AssigneesDocument = graphql(`
  query AdminBulkAssignees($kind: LeadKind!) {
    leadAssignees(kind: $kind) {
      id
      name
    }
  }
`);

const BulkAssignDocument = graphql(`
  mutation AdminBulkAssign($kind: LeadKind!, $ids: [ID!]!, $assigneeId: ID) {
    assignLeads(kind: $kind, ids: $ids, assigneeId: $assigneeId)
  }
`);

/**
 * The inbox bulk bar's "Assign" (decision 054): pick a person who may see this kind of lead (or
 * nobody), confirm once, and every selected lead is assigned; each new owner is told by e-mail.
 * Mounted inside BulkBar with the selected ids; `onDone` refreshes the list.
 */
export function BulkAssign({
  kind,
  ids,
  onDone,
}: {
  kind: LeadKind;
  ids: readonly string[];
  onDone: () => void;
}) {
  const selectId = useId();
  const [to, setTo] = useState('');
  const [dialog, confirm] = useConfirm();
  const staff = useQuery(AssigneesDocument, { variables: { kind: gqlKind(kind) } });
  const [assign, { loading }] = useMutation(BulkAssignDocument);
  const people = staff.data?.leadAssignees ?? [];

  const run = async () => {
    if (!ids.length) return;
    const name = to === 'NOBODY' ? null : (people.find((p) => p.id === to)?.name ?? null);
    const what = `${ids.length} ${ids.length === 1 ? 'lead' : 'leads'}`;
    const ok = await confirm({
      title: name ? `Assign ${what} to ${name}?` : `Unassign ${what}?`,
      body: name ? <p>{name} is told by e-mail.</p> : <p>Nobody will own them.</p>,
      confirmLabel: name ? `Assign ${what}` : `Unassign ${what}`,
    });
    if (!ok) return;
    try {
      const { data } = await assign({
        variables: { kind: gqlKind(kind), ids: [...ids], assigneeId: name ? to : null },
      });
      const changed = data?.assignLeads ?? 0;
      notify.success(
        `${changed} ${changed === 1 ? 'lead' : 'leads'} ${name ? `assigned to ${name}` : 'unassigned'}.`,
      );
      onDone();
    } catch (err) {
      notifyFailure(err, 'The leads could not be assigned. Please try again.');
    }
  };

  return (
    <>
      <label className={ui.visuallyHidden} htmlFor={selectId}>
        Assign the selected leads to
      </label>
      <select
        id={selectId}
        className={`${ui.select} ${ui.small}`}
        value={to}
        disabled={loading || !ids.length}
        onChange={(event) => setTo(event.target.value)}
      >
        <option value="">Assign to…</option>
        <option value="NOBODY">Nobody (unassign)</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        disabled={loading || !to || !ids.length}
        onClick={() => void run()}
      >
        {loading ? 'Assigning…' : 'Assign'}
      </button>
      {dialog}
    </>
  );
}
