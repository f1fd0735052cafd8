import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@market/ui';
import { commonMessages } from '@/shared/lib/common-messages';
import type { DeleteConfirmation } from '@/shared/lib/use-confirmed-delete';

/** A list's "Delete …?" dialog, open while a useConfirmedDelete state has an item pending. */
export function DeleteDialog({
  deletion,
  title,
  question,
}: {
  deletion: DeleteConfirmation;
  title: string;
  question: string;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      show={deletion.pending !== null}
      title={title}
      message={question}
      confirmLabel={intl.formatMessage(commonMessages.delete)}
      cancelLabel={intl.formatMessage(commonMessages.cancel)}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
