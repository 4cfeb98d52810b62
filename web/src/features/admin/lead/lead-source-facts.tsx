import { Fragment } from 'react';
import ui from '../ui/admin-ui.module.css';

type Origin = {
  source?: string | null | undefined;
  landingPage?: string | null | undefined;
  referrer?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmTerm?: string | null | undefined;
  utmContent?: string | null | undefined;
};

const FACTS = [
  ['Landing page', 'landingPage'],
  ['Referrer', 'referrer'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

/** Where the lead came from (decision 051): its source and the first touch it was derived from. */
export function LeadSourceFacts({ lead }: { lead: Origin }) {
  return (
    <section className={ui.panel} aria-labelledby="lead-source">
      <h2 id="lead-source" className={ui.sectionTitle}>
        Source
      </h2>
      {lead.source ? (
        <dl className={ui.details}>
          <dt>Source</dt>
          <dd>{lead.source}</dd>
          {FACTS.filter(([, key]) => lead[key]).map(([label, key]) => (
            <Fragment key={key}>
              <dt>{label}</dt>
              <dd>{lead[key]}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className={ui.hint}>Not recorded (sent before sources were kept).</p>
      )}
    </section>
  );
}
