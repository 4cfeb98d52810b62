import { useMutation } from '@apollo/client/react';
import { notify } from '../../../components/toasts/notify';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { DeleteVacancyDocument, SetVacancyVisibilityDocument } from './vacancy-documents';
import type { VacancyRow } from './use-vacancy-list';

/** A row's Hide/Show and Delete (asked first), each saying how it went; render `dialog`. */
export function useVacancyActions() {
  const [dialog, confirm] = useConfirm();
  const [setVisibility] = useMutation(SetVacancyVisibilityDocument);
  const [remove] = useMutation(DeleteVacancyDocument);

  const toggle = async (row: VacancyRow) => {
    try {
      await setVisibility({
        variables: { id: row.id, visibility: !row.visibility },
        refetchQueries: ['AdminVacancyList'],
      });
      notify.success(
        row.visibility
          ? `“${row.name}” is hidden from the careers page.`
          : `“${row.name}” is listed on the careers page.`,
      );
    } catch (err) {
      notify.error(errorMessage(err, 'The vacancy could not be changed. Please try again.'));
    }
  };

  const del = async (row: VacancyRow) => {
    const ok = await confirm({
      title: 'Delete this vacancy?',
      body: <p>“{row.name}” will be removed from the careers page for good. This cannot be undone.</p>,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove({
        variables: { id: row.id },
        refetchQueries: ['AdminVacancyList'],
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Vacancy', id: row.id }) });
          cache.gc();
        },
      });
      notify.success(`“${row.name}” was deleted.`);
    } catch (err) {
      notify.error(errorMessage(err, 'Error delete vacancy'));
    }
  };

  return { toggle, del, dialog };
}
