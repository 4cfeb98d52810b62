import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { downloadFromLink } from '../ui/download';
import { errorMessage } from '../ui/errors';
import type { InboxSearch } from './inbox-search';
import { exportName, type LeadKind } from './lead-kinds';
import { gqlKind } from '../ui/lead-kind';
import { AdminLeadsExportLinkDocument } from './use-leads';

/**
 * Export CSV. The server streams the file to the browser's own download (decision 037): a
 * one-minute link for this list's status and search, made for this session.
 */
export function useLeadsExport(kind: LeadKind, search: InboxSearch) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: AdminLeadsExportLinkDocument,
        variables: { kind: gqlKind(kind), status: search.status ?? null, search: search.q ?? null },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The export could not be started. Please try again.');
      downloadFromLink(data.leadsExportLink.url, 'export');
      notify.success(`Exporting ${exportName(kind, search.status)}: your browser saves it as it arrives.`);
    } catch (err) {
      notify.error(errorMessage(err, 'The export could not be started. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
