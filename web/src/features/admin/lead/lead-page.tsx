import ui from '../ui/admin-ui.module.css';
import { LeadReplyPanel } from './lead-reply-panel';

/**
 * The lead's page (issue 27 contract). This branch's minimal version: a heading and the reply panel;
 * the `owners` branch builds the real page and mounts each panel.
 */
export function LeadPage({ kind, id }: { kind: 'contact' | 'application'; id: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{kind === 'contact' ? 'Contact request' : 'Application'}</h1>
      </div>
      <LeadReplyPanel kind={kind} id={id} />
    </div>
  );
}
