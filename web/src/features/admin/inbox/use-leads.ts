import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../gql/gql';
import type { InboxSearch, LeadStatusFilter } from './inbox-search';
import type { LeadKind } from './lead-kinds';

export const PAGE_SIZE = 50;

const ContactRequestsDocument = graphql(`
  query AdminContactRequests(
    $first: Int!
    $after: String
    $search: String
    $status: LeadStatus
    $source: String
    $assignee: String
  ) {
    contactRequests(
      first: $first
      after: $after
      search: $search
      status: $status
      source: $source
      assignee: $assignee
    ) {
      total
      totalExact
      hasMore
      endCursor
      items {
        id
        createdAt
        name
        email
        country
        interest
        message
        status
        attachmentName
        attachmentUrl
        source
        landingPage
        referrer
        utmSource
        utmMedium
        utmCampaign
        utmTerm
        utmContent
        assigneeName
      }
    }
  }
`);

const JobApplicationsDocument = graphql(`
  query AdminJobApplications(
    $first: Int!
    $after: String
    $search: String
    $status: LeadStatus
    $source: String
    $vacancyId: ID
    $assignee: String
  ) {
    jobApplications(
      first: $first
      after: $after
      search: $search
      status: $status
      source: $source
      vacancyId: $vacancyId
      assignee: $assignee
    ) {
      total
      totalExact
      hasMore
      endCursor
      items {
        id
        createdAt
        name
        email
        country
        position
        message
        status
        attachmentName
        attachmentUrl
        source
        landingPage
        referrer
        utmSource
        utmMedium
        utmCampaign
        utmTerm
        utmContent
        assigneeName
      }
    }
  }
`);

/** A one-minute link that downloads the list's CSV, with its status and search (decision 037). */
export const AdminLeadsExportLinkDocument = graphql(`
  query AdminLeadsExportLink($kind: LeadKind!, $status: LeadStatus, $search: String) {
    leadsExportLink(kind: $kind, status: $status, search: $search) {
      url
    }
  }
`);

const SetContactRequestStatusDocument = graphql(`
  mutation AdminSetContactRequestStatus($id: ID!, $status: LeadStatus!) {
    setContactRequestStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const SetJobApplicationStatusDocument = graphql(`
  mutation AdminSetJobApplicationStatus($id: ID!, $status: LeadStatus!) {
    setJobApplicationStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const ReleaseContactRequestDocument = graphql(`
  mutation AdminReleaseContactRequest($id: ID!) {
    releaseContactRequest(id: $id) {
      id
      status
    }
  }
`);

const ReleaseJobApplicationDocument = graphql(`
  mutation AdminReleaseJobApplication($id: ID!) {
    releaseJobApplication(id: $id) {
      id
      status
    }
  }
`);

const DeleteContactRequestDocument = graphql(`
  mutation AdminDeleteContactRequest($id: ID!) {
    deleteContactRequest(id: $id)
  }
`);

const DeleteJobApplicationDocument = graphql(`
  mutation AdminDeleteJobApplication($id: ID!) {
    deleteJobApplication(id: $id)
  }
`);

/** Whether a lead of `status` belongs in the list filtered by `filter` (undefined = "All"). */
export const inList = (filter: LeadStatusFilter | undefined, status: LeadStatusFilter) =>
  filter === undefined ? status === 'NEW' || status === 'READ' : filter === status;

/** A contact request or job application as the shared screen shows it. */
export type Lead = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  country: string;
  /** The interest of a contact request, the position of an application. */
  topic: string;
  message: string;
  status: LeadStatusFilter;
  attachmentName?: string | null | undefined;
  attachmentUrl?: string | null | undefined;
  /** Who owns it (decision 054); null when nobody does. */
  assigneeName?: string | null | undefined;
} & LeadOrigin;

/** Where the lead came from (decision 051); all null for leads sent before it was recorded. */
export type LeadOrigin = {
  source?: string | null | undefined;
  landingPage?: string | null | undefined;
  referrer?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmTerm?: string | null | undefined;
  utmContent?: string | null | undefined;
};

type PageShape<T> = {
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  endCursor?: string | null | undefined;
  items: T[];
};

/**
 * Appends the page after the last row shown (its cursor: a lead arriving meanwhile changes nothing
 * below it), dropping any row already shown all the same. These take and give the page's own type,
 * so its other fields (its __typename) pass through.
 */
function appendPage<P extends PageShape<{ id: string }>>(prev: P, next: P): P {
  const seen = new Set(prev.items.map((item) => item.id));
  return { ...next, items: [...prev.items, ...next.items.filter((item) => !seen.has(item.id))] };
}

function withoutItem<P extends PageShape<{ id: string }>>(page: P, id: string): P {
  const items = page.items.filter((item) => item.id !== id);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

// The dashboard's NEW counts change with every status change. It is not on screen while the inbox
// is, so its cached answer is dropped and it asks the server when it is opened next.
function forgetDashboard(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  cache.gc();
}

/**
 * One inbox list: both kinds' queries are declared (hooks cannot be conditional) and the other kind
 * is skipped. Status changes update the row through the normalised cache.
 */
export function useLeads(kind: LeadKind, filter: InboxSearch) {
  const variables = {
    first: PAGE_SIZE,
    search: filter.q ?? null,
    status: filter.status ?? null,
    source: filter.source ?? null,
    assignee: filter.assignee ?? null,
  };
  const contact = useQuery(ContactRequestsDocument, { variables, skip: kind !== 'contact' });
  const applications = useQuery(JobApplicationsDocument, {
    // Only applications are for a vacancy (decision 053).
    variables: { ...variables, vacancyId: filter.vacancy ?? null },
    skip: kind !== 'application',
  });
  const [setContactStatus] = useMutation(SetContactRequestStatusDocument);
  const [setApplicationStatus] = useMutation(SetJobApplicationStatusDocument);
  const [releaseContact] = useMutation(ReleaseContactRequestDocument);
  const [releaseApplication] = useMutation(ReleaseJobApplicationDocument);
  const [deleteContact] = useMutation(DeleteContactRequestDocument);
  const [deleteApplication] = useMutation(DeleteJobApplicationDocument);
  const [loadingMore, setLoadingMore] = useState(false);

  const active = kind === 'contact' ? contact : applications;
  // While a new filter loads, the last list stays on screen instead of flashing "Loading…".
  const contactPage = (contact.data ?? contact.previousData)?.contactRequests;
  const applicationPage = (applications.data ?? applications.previousData)?.jobApplications;
  const page: PageShape<Lead> | undefined =
    kind === 'contact'
      ? contactPage && {
          ...contactPage,
          items: contactPage.items.map(({ interest, createdAt, ...item }) => ({
            ...item,
            createdAt: String(createdAt),
            topic: interest,
          })),
        }
      : applicationPage && {
          ...applicationPage,
          items: applicationPage.items.map(({ position, createdAt, ...item }) => ({
            ...item,
            createdAt: String(createdAt),
            topic: position,
          })),
        };

  const loadMore = async () => {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    try {
      const more = { variables: { after: page.endCursor } };
      if (kind === 'contact')
        await contact.fetchMore({
          ...more,
          updateQuery: (prev, { fetchMoreResult }) => ({
            contactRequests: appendPage(prev.contactRequests, fetchMoreResult.contactRequests),
          }),
        });
      else
        await applications.fetchMore({
          ...more,
          updateQuery: (prev, { fetchMoreResult }) => ({
            jobApplications: appendPage(prev.jobApplications, fetchMoreResult.jobApplications),
          }),
        });
    } finally {
      setLoadingMore(false);
    }
  };

  /**
   * Sets a lead's status. With `keepInList` the row stays even when it no longer matches the status
   * filter (a NEW lead opened from the New list stays readable); otherwise it leaves that list.
   * "All" (no filter) holds NEW and READ leads, as the API lists them, so an archived lead leaves it.
   */
  const setStatus = async (id: string, status: LeadStatusFilter, keepInList = false, fromSpam = false) => {
    const leaves = !keepInList && !inList(filter.status, status);
    const update = (cache: ApolloCache) => forgetDashboard(cache);
    // A lead leaves the Spam folder only by a release, which also sends its notification e-mail.
    if (fromSpam) {
      if (kind === 'contact') await releaseContact({ variables: { id }, update });
      else await releaseApplication({ variables: { id }, update });
    } else if (kind === 'contact') await setContactStatus({ variables: { id, status }, update });
    else await setApplicationStatus({ variables: { id, status }, update });
    if (kind === 'contact') {
      if (leaves)
        contact.updateQuery((_, { complete, previousData }) =>
          complete ? { contactRequests: withoutItem(previousData.contactRequests, id) } : undefined,
        );
    } else {
      if (leaves)
        applications.updateQuery((_, { complete, previousData }) =>
          complete ? { jobApplications: withoutItem(previousData.jobApplications, id) } : undefined,
        );
    }
  };

  /** Deletes a lead (with its file) on the server and takes its row out of the list. */
  const remove = async (id: string) => {
    const update = (cache: ApolloCache) => forgetDashboard(cache);
    if (kind === 'contact') {
      await deleteContact({ variables: { id }, update });
      contact.updateQuery((_, { complete, previousData }) =>
        complete ? { contactRequests: withoutItem(previousData.contactRequests, id) } : undefined,
      );
    } else {
      await deleteApplication({ variables: { id }, update });
      applications.updateQuery((_, { complete, previousData }) =>
        complete ? { jobApplications: withoutItem(previousData.jobApplications, id) } : undefined,
      );
    }
  };

  return {
    page,
    loading: active.loading,
    error: active.error,
    refetch: () => void active.refetch(),
    loadMore,
    loadingMore,
    setStatus,
    remove,
  };
}
