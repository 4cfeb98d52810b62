import type { LeadKind } from '@agency/schema/inbox';
import ui from '../ui/admin-ui.module.css';
import { CandidateRatingPanel } from './candidate-rating-panel';
import { LeadReplyPanel } from './lead-reply-panel';
import { LeadStagePanel } from './lead-stage-panel';

/** A lead's page: its stage, ratings and replies (the owners branch's page replaces this shell). */
export function LeadPage({ kind, id }: { kind: LeadKind; id: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{kind === 'contact' ? 'Contact request' : 'Application'}</h1>
      </div>
      <LeadStagePanel kind={kind} id={id} />
      <CandidateRatingPanel kind={kind} id={id} />
      <LeadReplyPanel kind={kind} id={id} />
    </div>
  );
}
