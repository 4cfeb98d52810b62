import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../gql/gql';

const InboxUnreadDocument = graphql(`
  query AdminInboxUnread {
    inboxUnread {
      contactRequests
      jobApplications
    }
  }
`);

/**
 * NEW leads per inbox for the menu (decision 059). Asked again on every navigation: the server
 * keeps the count (an indexed count dropped by any write to that inbox, on any instance), so the
 * question is cheap and the menu is current whenever staff move between screens.
 */
export function useUnreadCounts(pathname: string) {
  const { data, refetch } = useQuery(InboxUnreadDocument, { fetchPolicy: 'cache-and-network', ssr: false });
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  return {
    contact: data?.inboxUnread.contactRequests ?? null,
    application: data?.inboxUnread.jobApplications ?? null,
  };
}
