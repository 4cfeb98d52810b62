import { useMutation, useQuery } from '@apollo/client/react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { ApprovalRequiredDocument, SetApprovalRequiredDocument } from './review-documents';

/**
 * The owner's rule (decision 049): whether copywriters and HR need an approval (through a preview
 * link, or by an admin or the owner) before they publish. Others see the setting.
 */
export function ApprovalSettingPanel({ editable }: { editable: boolean }) {
  const { data } = useQuery(ApprovalRequiredDocument);
  const [save, { loading }] = useMutation(SetApprovalRequiredDocument, {
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: ApprovalRequiredDocument,
          data: { publishApprovalRequired: saved.setPublishApprovalRequired },
        });
    },
  });
  if (!data) return null;
  const required = data.publishApprovalRequired;
  const change = async (next: boolean) => {
    try {
      await save({ variables: { required: next } });
      notify.success(
        next
          ? 'Copywriters and HR now submit for review; admins and the owner publish.'
          : 'Copywriters and HR publish without an approval again.',
      );
    } catch (err) {
      notify.error(errorMessage(err, 'The setting could not be saved. Please try again.'));
    }
  };
  return (
    <section className={ui.panel} aria-labelledby="approval-setting">
      <h2 id="approval-setting" className={ui.sectionTitle}>
        Approval before publishing
      </h2>
      {editable ? (
        <label className={ui.checkbox}>
          <input
            type="checkbox"
            checked={required}
            disabled={loading}
            onChange={(event) => void change(event.target.checked)}
          />
          Copywriters and HR need an approval before an article or vacancy is published
        </label>
      ) : null}
      <p className={ui.hint}>
        {required
          ? 'Required: an approval through a preview link, or by an admin or the owner in the editor, must cover the version that goes live.'
          : 'Not required: anyone who edits an article or vacancy may publish it.'}
        {editable ? '' : ' (The owner’s setting.)'}
      </p>
    </section>
  );
}
