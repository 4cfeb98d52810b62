import type { LeadKind } from '@agency/schema/inbox';
import ui from '../ui/admin-ui.module.css';
import { CandidateRatingPanel } from './candidate-rating-panel';
import { LeadStagePanel } from './lead-stage-panel';

/**
 * A lead's page, minimal in this branch (the `owners` branch builds the full page and mounts the
 * panels): a heading and the stage and rating panels.
 */
export function LeadPage({ kind, id }: { kind: LeadKind; id: string }) {
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{kind === 'contact' ? 'Contact request' : 'Application'}</h1>
      <LeadStagePanel kind={kind} id={id} />
      <CandidateRatingPanel kind={kind} id={id} />
    </div>
  );
}
