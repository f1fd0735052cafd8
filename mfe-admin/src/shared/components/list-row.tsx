import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

const messages: Record<string, MessageDescriptor> = defineMessages({
  update: { id: 'admin.list.update', defaultMessage: 'Update' },
  updateLabel: { id: 'admin.list.updateLabel', defaultMessage: 'Update {title}' },
  delete: { id: 'admin.list.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'admin.list.deleteLabel', defaultMessage: 'Delete {title}' },
  missing: { id: 'admin.list.missing', defaultMessage: '{count} missing' },
  missingLabel: {
    id: 'admin.list.missingLabel',
    defaultMessage:
      '{count, plural, one {Translation missing in # language} other {Translations missing in # languages}}',
  },
});

/** "1 missing", read out as "Translation missing in 1 language"; nothing when complete. */
export function MissingTranslationsBadge({ count }: { count: number | undefined }) {
  const t = useIntl().formatMessage;
  if (!count) return null;
  const label = t(messages.missingLabel, { count });
  return (
    <Badge bg="warning" text="dark" className="fw-normal" title={label}>
      <span aria-hidden="true">{t(messages.missing, { count })}</span>
      <span className="visually-hidden">{label}</span>
    </Badge>
  );
}

/** A listed item's Update link (to its edit screen) and Delete button, each named with its title. */
export function RowActions({
  title,
  editTo,
  onDelete,
}: {
  title: string;
  editTo: string;
  onDelete: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="d-flex gap-2">
      <Link
        className="btn btn-sm btn-outline-primary"
        to={editTo}
        aria-label={t(messages.updateLabel, { title })}
      >
        {t(messages.update)}
      </Link>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={onDelete}
        aria-label={t(messages.deleteLabel, { title })}
      >
        {t(messages.delete)}
      </Button>
    </div>
  );
}
