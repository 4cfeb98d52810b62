import { useMutation, useQuery } from '@apollo/client/react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import styles from './users-page.module.css';

export const InvitationsDocument = graphql(`
  query AdminInvitations {
    invitations {
      id
      email
      roles
      status
      expiresAt
      sentAt
      createdByEmail
    }
  }
`);

const ResendInvitationDocument = graphql(`
  mutation AdminResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      id
      status
      expiresAt
      sentAt
    }
  }
`);

const RevokeInvitationDocument = graphql(`
  mutation AdminRevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      id
      status
    }
  }
`);

const STATUS_TEXT = {
  OPEN: 'Waiting',
  EXPIRED: 'Link expired',
  REVOKED: 'Withdrawn',
  ACCEPTED: 'Joined',
} as const;
const when = (iso: unknown) =>
  new Date(iso as string).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Invitations not yet accepted (decision 061): each can be sent again (a new link) or withdrawn. */
export function InvitationsPanel() {
  const { data, error } = useQuery(InvitationsDocument);
  const [resend, resending] = useMutation(ResendInvitationDocument);
  const [revoke, revoking] = useMutation(RevokeInvitationDocument);
  const busy = resending.loading || revoking.loading;
  const list = data?.invitations ?? [];
  if (error)
    return (
      <p className={ui.alert} role="alert">
        {errorMessage(error, 'The invitations could not be loaded.')}
      </p>
    );
  if (!list.length) return null;

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, failed));
    }
  };

  return (
    <section aria-labelledby="invitations-title" className={styles.invitations}>
      <h2 id="invitations-title" className={ui.sectionTitle}>
        Invitations
      </h2>
      <ul className={styles.invitationList}>
        {list.map((i) => (
          <li key={i.id} className={styles.invitation}>
            <div>
              <strong>{i.email}</strong> · {i.roles.join(' + ')}
              <p className={ui.hint}>
                {STATUS_TEXT[i.status]}
                {i.status === 'OPEN' && ` · link works until ${when(i.expiresAt)}`} · sent {when(i.sentAt)}
              </p>
            </div>
            {i.status !== 'REVOKED' && (
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.button}
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => resend({ variables: { id: i.id } }),
                      `A new link was e-mailed to ${i.email}; the earlier one no longer works.`,
                      'The invitation could not be sent again.',
                    )
                  }
                >
                  Send again
                </button>
                <button
                  type="button"
                  className={ui.button}
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => revoke({ variables: { id: i.id } }),
                      `The invitation of ${i.email} was withdrawn.`,
                      'The invitation could not be withdrawn.',
                    )
                  }
                >
                  Withdraw
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
