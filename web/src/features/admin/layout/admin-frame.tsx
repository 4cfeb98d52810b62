import { ApolloProvider } from '@apollo/client/react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { apolloClient, setAuthLostHandler } from '../apollo/apollo-client';
import { notify } from '../../../components/toasts/notify';
import { loadToastLayer } from '../../../components/toasts/toast-host';
import { SessionDialog } from '../auth/session-dialog';
import { AdminMeDocument, type Viewer } from '../auth/viewer';
import styles from './admin-frame.module.css';

const STAFF_ROUTE = '/admin-panel/_staff';

/**
 * Everything under /admin-panel: the GraphQL client and what happens when a session ends while
 * someone works (a revoked or expired token). On a signed-in screen a dialog over it asks for the
 * password again, so nothing typed is lost and the failed save can be repeated; "Sign in as someone
 * else" goes to the login page, then back to where they were.
 */
export function AdminFrame() {
  const router = useRouter();
  const [ended, setEnded] = useState<Viewer>();

  const toLogin = useCallback(async () => {
    const { pathname, searchStr } = router.state.location;
    await router.navigate({ to: '/admin-panel/login', search: { redirect: pathname + searchStr } });
    // Cleared only once the screen is left (the unsaved-change warning may keep it).
    if (router.state.location.pathname.startsWith('/admin-panel/login')) await apolloClient.clearStore();
  }, [router]);

  useEffect(() => {
    // Every admin action reports through a toast: fetch the toast code now, while online, so a save
    // that fails for want of a connection can still say so.
    loadToastLayer().catch(() => undefined);
    setAuthLostHandler(() => {
      if (!router.state.matches.some((match) => match.routeId === STAFF_ROUTE)) return;
      const viewer = apolloClient.readQuery({ query: AdminMeDocument })?.me;
      if (viewer) {
        setEnded(viewer);
        return;
      }
      notify.info('Your session has ended. Please sign in again.');
      void toLogin();
    });
    return () => setAuthLostHandler(undefined);
  }, [router, toLogin]);

  const signedInAgain = (previous: Viewer, now: Viewer) => {
    setEnded(undefined);
    notify.success('You are signed in again.');
    // A role change also ends sessions: the screens' guards check the new roles.
    if (now.roles.join() !== previous.roles.join()) void router.invalidate();
    // Lists that failed while signed out load again; editors keep what is typed in them.
    apolloClient.refetchObservableQueries().catch(() => undefined);
  };

  return (
    <ApolloProvider client={apolloClient}>
      <div className={styles.frame}>
        <Outlet />
      </div>
      {ended && (
        <SessionDialog
          viewer={ended}
          onSignedIn={(now) => signedInAgain(ended, now)}
          onLeave={() => {
            setEnded(undefined);
            void toLogin();
          }}
          onDismiss={() => setEnded(undefined)}
        />
      )}
    </ApolloProvider>
  );
}
