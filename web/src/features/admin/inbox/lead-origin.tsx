import ui from '../ui/admin-ui.module.css';
import styles from './inbox-page.module.css';
import type { LeadOrigin } from './use-leads';

const PARTS: [keyof LeadOrigin, string][] = [
  ['utmMedium', 'Medium'],
  ['utmCampaign', 'Campaign'],
  ['utmTerm', 'Term'],
  ['utmContent', 'Content'],
  ['landingPage', 'Landed on'],
  ['referrer', 'Referrer'],
];

/** Where a lead came from (decision 051): its source, then the first touch's details. */
export function LeadOriginLine({ lead }: { lead: LeadOrigin }) {
  if (!lead.source) return <p className={ui.hint}>Source: not recorded</p>;
  return (
    <p className={`${ui.hint} ${styles.origin}`}>
      Source: <strong>{lead.source}</strong>
      {PARTS.map(([key, label]) =>
        lead[key] ? (
          <span key={key}>
            {' · '}
            {label}: {lead[key]}
          </span>
        ) : null,
      )}
    </p>
  );
}
