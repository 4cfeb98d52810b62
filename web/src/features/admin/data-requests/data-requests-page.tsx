import { useApolloClient, useMutation } from '@apollo/client/react';
import { dataSubjectRequest } from '@agency/schema/data-requests';
import { errorsOf } from '@agency/schema/validation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import { useSiteSettings } from '../../../lib/site-settings';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { takeHandedAddress } from '../ui/data-request-prefill';
import { downloadStaffFile } from '../ui/download';
import { errorMessage, fieldErrors } from '../ui/errors';
import { AdminDataSubjectDocument, EraseDataSubjectDocument } from './data-request-documents';
import { PrivacyRequestsPanel } from './privacy-requests-panel';
import { countsOf, DataReport, describeCounts, isEmpty, type Report } from './data-report';
import styles from './data-requests-page.module.css';

/**
 * Access and erasure requests (decision 030): find everything the website stores about an e-mail
 * address, download it as one archive, or erase it. The address stays out of the URL (and so out of
 * the browser's history); the server records each step in the audit log under a masked address.
 */
export function DataRequestsPage() {
  const client = useApolloClient();
  const { leadRetentionDays } = useSiteSettings();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [searching, setSearching] = useState(false);
  const [report, setReport] = useState<Report>();
  const [exporting, setExporting] = useState(false);
  const [erase, { loading: erasing }] = useMutation(EraseDataSubjectDocument);
  const [dialog, confirm] = useConfirm();
  const id = useId();
  // A person page (decision 058) may have handed over the address to start from.
  useEffect(() => {
    const handed = takeHandedAddress();
    if (handed) setEmail(handed);
  }, []);

  const lookUp = async (address: string) => {
    setSearching(true);
    try {
      const { data } = await client.query({
        query: AdminDataSubjectDocument,
        variables: { email: address },
        fetchPolicy: 'network-only',
      });
      setReport(data?.dataSubject);
    } catch (err) {
      setReport(undefined);
      setError(fieldErrors(err)['email'] ?? errorMessage(err, 'The search failed. Please try again.'));
    } finally {
      setSearching(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = errorsOf<'email'>(dataSubjectRequest, { email: email.trim() }).email;
    setError(problem);
    if (!problem) await lookUp(email.trim());
  };

  const download = async () => {
    if (!report) return;
    setExporting(true);
    try {
      const name = await downloadStaffFile('/api/privacy/export', {
        body: { email: report.email },
        fallbackName: 'personal-data.zip',
        what: 'archive',
      });
      notify.success(`Downloaded ${name}.`);
    } catch (err) {
      notify.error(
        err instanceof Error ? err.message : 'The archive could not be downloaded. Please try again.',
      );
    } finally {
      setExporting(false);
    }
  };

  const eraseAll = async () => {
    if (!report) return;
    const ok = await confirm({
      title: 'Erase everything about this person?',
      body: (
        <p>
          {describeCounts(countsOf(report))} about <strong>{report.email}</strong> will be deleted for good.
          This cannot be undone. Download the archive first if the person asked for a copy.
        </p>
      ),
      confirmLabel: 'Erase everything',
    });
    if (!ok) return;
    try {
      const { data } = await erase({ variables: { email: report.email } });
      // The inbox lists and the dashboard's counts are out of date now.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'contactRequests' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'jobApplications' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
      client.cache.gc();
      notify.success(`Erased ${describeCounts(data!.eraseDataSubject)} about ${report.email}.`);
      await lookUp(report.email);
    } catch (err) {
      notify.error(errorMessage(err, 'The data could not be erased. Please try again.'));
    }
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Visitors&apos; data</h1>
      </div>
      <p className={`${ui.hint} ${styles.intro}`}>
        Answer a person who asks what the website holds about them, or asks to have it deleted: find it by
        their e-mail address, download it as one archive, or erase it.{' '}
        {leadRetentionDays > 0
          ? `Contact requests and applications are deleted automatically ${leadRetentionDays} days after they arrive.`
          : 'Contact requests and applications are kept until someone deletes them.'}
      </p>
      <PrivacyRequestsPanel
        onLookUp={(address) => {
          setEmail(address);
          setError(undefined);
          void lookUp(address);
        }}
      />
      <form className={`${ui.panel} ${styles.search}`} onSubmit={(e) => void submit(e)} noValidate>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-email`}>
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            className={ui.input}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className={ui.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={searching}>
            {searching ? 'Searching…' : 'Find their data'}
          </button>
        </div>
      </form>
      {report ? (
        <section className={ui.panel} aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} className={ui.sectionTitle}>
            {isEmpty(report) ? `Nothing is stored about ${report.email}` : `Stored about ${report.email}`}
          </h2>
          <DataReport report={report} />
          {isEmpty(report) ? null : (
            <div className={ui.actions}>
              <button
                type="button"
                className={ui.button}
                onClick={() => void download()}
                disabled={exporting}
              >
                {exporting ? 'Preparing…' : 'Download archive (.zip)'}
              </button>
              <button
                type="button"
                className={ui.buttonDanger}
                onClick={() => void eraseAll()}
                disabled={erasing}
              >
                {erasing ? 'Erasing…' : 'Erase everything'}
              </button>
            </div>
          )}
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
