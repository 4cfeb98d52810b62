import { ApolloProvider } from '@apollo/client/react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apolloClient, setAuthLostHandler } from '../../../apollo';
import { notify } from '../../../components/toasts/notify';
import styles from './admin-frame.module.css';

/**
 * Everything under /admin-panel: the GraphQL client and what happens when a session ends while
 * someone works (a revoked or expired token): back to the login page, then to where they were.
 */
export function AdminFrame() {
  const router = useRouter();
  useEffect(() => {
    setAuthLostHandler(() => {
      void apolloClient.clearStore();
      const { pathname, searchStr } = router.state.location;
      if (pathname.startsWith('/admin-panel/login')) return;
      notify.info('Your session has ended. Please sign in again.');
      void router.navigate({ to: '/admin-panel/login', search: { redirect: pathname + searchStr } });
    });
    return () => setAuthLostHandler(undefined);
  }, [router]);

  return (
    <ApolloProvider client={apolloClient}>
      <div className={styles.frame}>
        <Outlet />
      </div>
    </ApolloProvider>
  );
}
