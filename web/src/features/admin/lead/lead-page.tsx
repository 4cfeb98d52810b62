import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { downloadStaffFile } from '../ui/download';
import { errorMessage } from '../ui/errors';
import { CandidateRatingPanel } from './candidate-rating-panel';
import { FollowUpPanel } from './follow-up-panel';
import { LeadDocument } from './lead-documents';
import { gqlKind } from '../ui/lead-kind';
import { LEAD_WORDS, type LeadKindParam } from './lead-kind';
import styles from './lead-page.module.css';
import { LeadReplyPanel } from './lead-reply-panel';
import { LeadSourceFacts } from './lead-source-facts';
import { LeadStagePanel } from './lead-stage-panel';
import { NotesPanel } from './notes-panel';
import { OwnerPanel } from './owner-panel';
import { PersonPanel } from './person-panel';
import { TimelinePanel } from './timeline-panel';
import { useMarkRead } from './use-mark-read';

const RECEIVED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS = { NEW: 'New', READ: 'Read', ARCHIVED: 'Archived', SPAM: 'Spam' } as const;

/**
 * One lead on its own page (decision 054): what they sent, their file, where they came from, who
 * owns it, the notes, the follow-up and the timeline. Each panel fetches its own data.
 */
export function LeadPage({ kind, id }: { kind: LeadKindParam; id: string }) {
  const words = LEAD_WORDS[kind];
  const { data, loading, error, refetch } = useQuery(LeadDocument, {
    variables: { kind: gqlKind(kind), id },
  });
  const [downloading, setDownloading] = useState(false);
  const lead = data?.lead;
  useMarkRead(kind, id, lead?.status);

  const download = async () => {
    if (!lead?.attachmentUrl) return;
    setDownloading(true);
    try {
      const name = await downloadStaffFile(lead.attachmentUrl, {
        name: lead.attachmentName,
        fallbackName: kind === 'application' ? 'cv' : 'attachment',
        what: words.file === 'CV' ? 'CV' : 'attachment',
      });
      notify.success(`Downloaded ${name}.`);
    } catch (err) {
      notify.error(
        err instanceof Error ? err.message : 'The file could not be downloaded. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={ui.page}>
      <p className={styles.back}>
        <Link to={words.inbox}>← Back to the inbox</Link>
      </p>
      {loading && !lead ? (
        <p className={ui.state} role="status">
          Loading…
        </p>
      ) : error || !lead ? (
        <div className={ui.state} role="alert">
          <p>{errorMessage(error, `This ${words.title.toLowerCase()} could not be loaded.`)}</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className={ui.pageHeader}>
            <h1 className={ui.title}>
              {words.title} from {lead.name}
            </h1>
            <span className={lead.status === 'NEW' ? ui.badgeWarn : ui.badge}>{STATUS[lead.status]}</span>
          </div>
          <div className={styles.columns}>
            <div className={styles.main}>
              <section className={ui.panel} aria-labelledby="lead-sent">
                <h2 id="lead-sent" className={ui.sectionTitle}>
                  What they sent
                </h2>
                <dl className={ui.details}>
                  <dt>Received</dt>
                  <dd>
                    <time dateTime={String(lead.createdAt)}>
                      {RECEIVED.format(new Date(String(lead.createdAt)))}
                    </time>
                  </dd>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </dd>
                  <dt>Country</dt>
                  <dd>{lead.country}</dd>
                  <dt>{words.topic}</dt>
                  <dd>{'interest' in lead ? lead.interest : lead.position}</dd>
                  <dt>{words.file}</dt>
                  <dd>
                    {lead.attachmentUrl ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.small}`}
                        disabled={downloading}
                        onClick={() => void download()}
                      >
                        {downloading ? 'Downloading…' : `Download ${lead.attachmentName || 'file'}`}
                      </button>
                    ) : (
                      'None'
                    )}
                  </dd>
                </dl>
                <p className={styles.message}>{lead.message}</p>
              </section>
              <LeadSourceFacts lead={lead} />
              <LeadReplyPanel kind={kind} id={id} />
              <NotesPanel kind={kind} id={id} />
              <TimelinePanel kind={kind} id={id} />
            </div>
            <div className={styles.side}>
              <LeadStagePanel kind={kind} id={id} />
              <OwnerPanel kind={kind} id={id} assigneeId={lead.assigneeId ?? null} />
              <FollowUpPanel
                kind={kind}
                id={id}
                followUpAt={lead.followUpAt ? String(lead.followUpAt) : null}
              />
              {kind === 'application' && <CandidateRatingPanel kind={kind} id={id} />}
              <PersonPanel kind={kind} id={id} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
