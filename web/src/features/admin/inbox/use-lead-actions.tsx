import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { useConfirm } from '../ui/confirm-dialog';
import { downloadStaffFile } from '../ui/download';
import { errorMessage } from '../ui/errors';
import type { LeadStatusFilter } from './inbox-search';
import type { LeadKindText } from './lead-kinds';
import type { Lead, useLeads } from './use-leads';

type Leads = Pick<ReturnType<typeof useLeads>, 'setStatus' | 'remove'>;

/**
 * What staff do to a lead: change its status (opening a new one reads it), download its file and
 * delete it (asked first), each told as a toast. A lead's buttons wait while one of its changes is
 * on the way (`busyIds`); render `dialog`.
 */
export function useLeadActions(text: LeadKindText, { setStatus, remove }: Leads) {
  const [dialog, confirm] = useConfirm();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await work();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const changeStatus = (lead: Lead, to: LeadStatusFilter, done: string) =>
    void withBusy(lead.id, async () => {
      try {
        await setStatus(lead.id, to, false, lead.status === 'SPAM');
        notify.success(`${text.itemFrom} ${lead.name} ${done}.`);
      } catch (err) {
        notify.error(errorMessage(err, 'The status could not be changed. Please try again.'));
      }
    });

  // Opening a new lead counts as reading it; the row stays in a "New" list until the list reloads.
  const markOpenedAsRead = (lead: Lead) => {
    if (lead.status !== 'NEW') return;
    void withBusy(lead.id, async () => {
      try {
        await setStatus(lead.id, 'READ', true);
      } catch (err) {
        notify.error(errorMessage(err, 'The lead could not be marked as read. Please try again.'));
      }
    });
  };

  // Deleting is for good (the file and the notification e-mail go too), so it asks first.
  const del = async (lead: Lead) => {
    const ok = await confirm({
      title: `Delete this ${text.one}?`,
      body: (
        <p>
          The {text.one} from {lead.name} ({lead.email}){lead.attachmentUrl ? ' and its file' : ''} will be
          deleted for good. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    await withBusy(lead.id, async () => {
      try {
        await remove(lead.id);
        notify.success(`${text.itemFrom} ${lead.name} deleted.`);
      } catch (err) {
        notify.error(errorMessage(err, `The ${text.one} could not be deleted. Please try again.`));
      }
    });
  };

  const download = async (lead: Lead) => {
    if (!lead.attachmentUrl) return;
    try {
      const name = await downloadStaffFile(lead.attachmentUrl, {
        name: lead.attachmentName,
        fallbackName: 'attachment',
        what: text.fileLabel === 'CV' ? 'CV' : 'attachment',
      });
      notify.success(`Downloaded ${name}.`);
    } catch (err) {
      notify.error(
        err instanceof Error ? err.message : 'The file could not be downloaded. Please try again.',
      );
    }
  };

  return { busyIds, changeStatus, markOpenedAsRead, del, download, dialog };
}
