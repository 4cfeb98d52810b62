import { useMutation, useQuery } from '@apollo/client/react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import styles from './profile-page.module.css';

const MySessionsDocument = graphql(`
  query AdminMySessions {
    mySessions {
      id
      device
      ip
      createdAt
      lastSeenAt
      current
      signInMethods
    }
  }
`);

const SignOutOthersDocument = graphql(`
  mutation AdminSignOutOtherSessions {
    signOutOtherSessions
  }
`);

// The token's amr names (decision 031) in words; "mfa" only says that two of them were used.
const METHOD_NAMES: Record<string, string> = {
  pwd: 'password',
  otp: 'authenticator app',
  webauthn: 'passkey',
  recovery: 'recovery code',
};
const signedInWith = (methods: readonly string[]) =>
  methods
    .map((m) => METHOD_NAMES[m])
    .filter(Boolean)
    .join(' + ');

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const When = ({ value }: { value: string }) => (
  <time dateTime={value}>{dateFormat.format(new Date(value))}</time>
);

/**
 * The devices signed into this account, and "sign out everywhere else": it ends every other
 * session on the server and keeps this one, so the person doing it stays signed in here.
 */
export function SessionsPanel() {
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [signOutOthers, { loading: ending }] = useMutation(SignOutOthersDocument);
  const [dialog, confirm] = useConfirm();
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const endOthers = async () => {
    const ok = await confirm({
      title: 'Sign out everywhere else?',
      body: (
        <p>Every other device signed into your account is signed out at once. This one stays signed in.</p>
      ),
      confirmLabel: 'Sign out everywhere else',
    });
    if (!ok) return;
    try {
      const result = await signOutOthers();
      const ended = result.data?.signOutOtherSessions ?? 0;
      notify.success(
        ended === 1 ? 'One other session was signed out.' : `${ended} other sessions were signed out.`,
      );
      await refetch();
    } catch (err) {
      notify.error(errorMessage(err, 'The other sessions could not be signed out. Please try again.'));
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" className={ui.sectionTitle}>
        Where you are signed in
      </h2>
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'Your sessions could not be loaded.') : undefined}
        empty={sessions.length === 0}
        emptyText="No sessions."
        onRetry={() => void refetch()}
      >
        <ul className={styles.sessions} aria-label="Signed-in devices">
          {sessions.map((s) => (
            <li key={s.id} className={styles.session}>
              <span className={styles.device}>
                {s.device}
                {s.current && <span className={ui.badgeGood}>This device</span>}
              </span>
              <span className={ui.hint}>
                Last seen <When value={String(s.lastSeenAt)} /> · signed in{' '}
                <When value={String(s.createdAt)} /> from {s.ip}
                {s.signInMethods.length > 0 && ` with ${signedInWith(s.signInMethods)}`}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.button}
          disabled={ending || others === 0}
          onClick={() => void endOthers()}
        >
          Sign out everywhere else
        </button>
      </div>
      {dialog}
    </section>
  );
}
