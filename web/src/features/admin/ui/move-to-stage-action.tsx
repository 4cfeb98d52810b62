import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { LeadKind } from '@agency/schema/inbox';
import { graphql } from '../gql/gql';
import ui from './admin-ui.module.css';
import { useConfirm } from './confirm-dialog';
import { errorMessage } from './errors';
import { useStageReason } from './stage-reason-dialog';
import { gqlKind } from './lead-kind';

const LeadStagesDocument = graphql(`
  query AdminLeadStages($kind: LeadKind!) {
    leadStages(kind: $kind) {
      id
      name
      outcome
    }
  }
`);

const MoveLeadsDocument = graphql(`
  mutation AdminMoveLeads(
    $kind: LeadKind!
    $ids: [ID!]!
    $stageId: ID!
    $reason: String
    $followUpOn: String
  ) {
    moveLeads(kind: $kind, ids: $ids, stageId: $stageId, reason: $reason, followUpOn: $followUpOn)
  }
`);

const NOUNS = {
  contact: { one: 'contact request', plural: 'contact requests' },
  application: { one: 'application', plural: 'applications' },
} as const;

/**
 * "Move to stage" for the inbox's bulk bar and a lead's page (decision 052): a stage, then one
 * confirmation (for Lost or Rejected, the reason asked is that confirmation); every lead given
 * moves, or none.
 */
export function MoveToStageAction({
  kind,
  ids,
  onDone,
  label = 'Move to stage',
  withFollowUp = false,
}: {
  kind: LeadKind;
  ids: readonly string[];
  onDone: () => void;
  /** The button's words: the bulk bar's "Move to stage", a lead page's "Move". */
  label?: string;
  /** A lead's page also offers "follow up on", planned with the move (decision 055). */
  withFollowUp?: boolean;
}) {
  const text = NOUNS[kind];
  const selectId = useId();
  const { data } = useQuery(LeadStagesDocument, { variables: { kind: gqlKind(kind) } });
  const [moveLeads] = useMutation(MoveLeadsDocument);
  const [confirmDialog, confirm] = useConfirm();
  const [reasonDialog, askReason] = useStageReason();
  const [stageId, setStageId] = useState('');
  const [followUpOn, setFollowUpOn] = useState('');
  const followUpId = useId();
  const [busy, setBusy] = useState(false);
  const stages = data?.leadStages ?? [];
  const stage = stages.find((s) => s.id === stageId);

  const run = async () => {
    if (!stage || !ids.length || busy) return;
    const what = `${ids.length} ${ids.length === 1 ? text.one : text.plural}`;
    let reason: string | null = null;
    if (stage.outcome === 'LOST') {
      reason = await askReason(stage.name, what);
      if (reason === null) return;
    } else if (
      !(await confirm({
        title: `Move ${what} to ${stage.name}?`,
        body: null,
        confirmLabel: `Move to ${stage.name}`,
      }))
    )
      return;
    setBusy(true);
    try {
      const answer = await moveLeads({
        variables: {
          kind: gqlKind(kind),
          ids: [...ids],
          stageId: stage.id,
          reason,
          followUpOn: followUpOn || null,
        },
      });
      const moved = answer.data?.moveLeads ?? 0;
      notify.success(`${moved} ${moved === 1 ? text.one : text.plural} moved to ${stage.name}.`);
      setFollowUpOn('');
      onDone();
    } catch (err) {
      notify.error(errorMessage(err, `The ${text.plural} could not be moved. Nothing was changed.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <label className={ui.label} htmlFor={selectId}>
        Stage
      </label>
      <select
        id={selectId}
        className={ui.select}
        value={stageId}
        onChange={(e) => setStageId(e.target.value)}
      >
        <option value="">Choose…</option>
        {stages.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {withFollowUp ? (
        <>
          <label className={ui.label} htmlFor={followUpId}>
            Follow up on (optional)
          </label>
          <input
            id={followUpId}
            type="date"
            className={ui.input}
            value={followUpOn}
            onChange={(e) => setFollowUpOn(e.target.value)}
          />
        </>
      ) : null}
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        disabled={!stage || !ids.length || busy}
        onClick={() => void run()}
      >
        {busy ? 'Moving…' : label}
      </button>
      {confirmDialog}
      {reasonDialog}
    </>
  );
}
