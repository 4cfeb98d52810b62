import { useMutation, useQuery } from '@apollo/client/react';
import { can } from '@agency/schema/roles';
import { Link, useNavigate } from '@tanstack/react-router';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { handOverAddress } from '../ui/data-request-prefill';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { MergeForm } from './merge-form';
import { PersonDocument, UnmergePeopleDocument } from './person-documents';
import styles from './person-page.module.css';

const KIND_LABEL = { contact: 'Contact request', application: 'Application' } as const;
const dateText = (iso: unknown) =>
  new Date(String(iso)).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One person and every lead of theirs the viewer may see (decision 058): their addresses, the
 * merges joining them (each can be undone), a merge with another person, and, for those who handle
 * them, the start of an access, export or erasure request for each address.
 */
export function PersonPage({ personKey, roles }: { personKey: string; roles: readonly string[] }) {
  const { data, loading, error, refetch } = useQuery(PersonDocument, {
    variables: { key: personKey },
    fetchPolicy: 'cache-and-network',
  });
  const [unmerge, { loading: unmerging }] = useMutation(UnmergePeopleDocument);
  const [dialog, confirm] = useConfirm();
  const navigate = useNavigate();
  const person = data?.person;

  const undo = async (merge: { id: string; emailA: string; emailB: string }) => {
    const ok = await confirm({
      title: 'Unmerge these addresses?',
      body: (
        <p>
          {merge.emailA} and {merge.emailB} will be shown as two people again.
        </p>
      ),
      confirmLabel: 'Unmerge',
    });
    if (!ok) return;
    try {
      await unmerge({ variables: { id: merge.id } });
      notify.success('Unmerged.');
      await refetch();
    } catch (err) {
      notify.error(errorMessage(err, 'The merge could not be undone. Please try again.'));
    }
  };

  const startRequest = (email: string) => {
    handOverAddress(email);
    void navigate({ to: '/admin-panel/data-requests' });
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>
          {person
            ? ((person.leads[0]?.contactRequest ?? person.leads[0]?.jobApplication)?.name ?? 'Person')
            : 'Person'}
        </h1>
      </div>
      <ListState
        loading={loading && !person}
        error={error && !person ? errorMessage(error, 'This person could not be loaded.') : undefined}
        empty={false}
        emptyText=""
        onRetry={() => void refetch()}
      >
        {person ? (
          <>
            <section className={ui.panel} aria-labelledby="person-addresses">
              <h2 id="person-addresses" className={ui.sectionTitle}>
                Addresses
              </h2>
              <ul className={styles.addresses}>
                {person.emails.map((email) => (
                  <li key={email}>
                    <span className={styles.email}>{email}</span>
                    {can(roles, 'handleDataRequests') ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.small}`}
                        onClick={() => startRequest(email)}
                      >
                        Access, export or erasure request…
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {person.merges.length ? (
                <>
                  <h3 className={styles.subTitle}>Merged addresses</h3>
                  <ul className={styles.merges}>
                    {person.merges.map((m) => (
                      <li key={m.id}>
                        <span>
                          {m.emailA} + {m.emailB}
                          <span className={ui.hint}>
                            {' '}
                            by {m.mergedByEmail ?? 'someone'}, {dateText(m.createdAt)}
                          </span>
                        </span>
                        <button
                          type="button"
                          className={`${ui.button} ${ui.small}`}
                          disabled={unmerging}
                          onClick={() => void undo(m)}
                        >
                          Unmerge
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <MergeForm personKey={person.key} onMerged={() => void refetch()} />
            </section>
            <section aria-labelledby="person-leads">
              <h2 id="person-leads" className={ui.sectionTitle}>
                Requests and applications ({person.leads.length})
              </h2>
              {person.hiddenKinds.length ? (
                <p className={ui.hint}>
                  Only the kinds of lead your role may see are listed
                  {person.hiddenKinds.includes('CONTACT_REQUEST') ? ' (contact requests are not shown)' : ''}.
                </p>
              ) : null}
              <ul className={ui.cardList} aria-label="Leads of this person">
                {person.leads.map((l) => {
                  const lead = l.contactRequest ?? l.jobApplication;
                  if (!lead) return null;
                  const kind = l.kind === 'CONTACT_REQUEST' ? 'contact' : 'application';
                  const topic = l.contactRequest?.interest ?? l.jobApplication?.position ?? '';
                  return (
                    <li key={`${kind}-${l.id}`} className={ui.recordCard}>
                      <p className={styles.leadKind}>
                        {KIND_LABEL[kind]} · {dateText(lead.createdAt)} ·{' '}
                        <span className={ui.badge}>{lead.status}</span>
                      </p>
                      <p className={ui.cardTitle}>
                        <Link to="/admin-panel/inbox/lead/$kind/$id" params={{ kind, id: l.id }}>
                          {topic}
                        </Link>
                      </p>
                      <p className={styles.email}>
                        {lead.name} · {lead.email}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        ) : null}
      </ListState>
      {dialog}
    </div>
  );
}
