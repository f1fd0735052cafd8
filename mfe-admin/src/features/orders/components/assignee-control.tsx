import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import type { StaffAssigneeJson } from '@market/contracts';
import { errorTextIn, toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { useCan } from '@/shared/lib/use-can';
import { assignOrder, listAssignees } from '../api/orders-api';

const descriptors = defineMessages({
  assignedTo: { id: 'admin.orders.assignee.assignedTo', defaultMessage: 'Assigned to <b>{name}</b>' },
  me: { id: 'admin.orders.assignee.me', defaultMessage: 'me' },
  none: { id: 'admin.orders.assignee.none', defaultMessage: 'Not assigned' },
  assignToMe: { id: 'admin.orders.assignee.assignToMe', defaultMessage: 'Assign to me' },
  unassign: { id: 'admin.orders.assignee.unassign', defaultMessage: 'Unassign' },
  assignedToYou: { id: 'admin.orders.assignee.assignedToYou', defaultMessage: 'Assigned to you' },
  assignedToName: { id: 'admin.orders.assignee.assignedToName', defaultMessage: 'Assigned to {name}' },
  unassigned: { id: 'admin.orders.assignee.unassigned', defaultMessage: 'Unassigned' },
  failed: { id: 'admin.orders.assignee.failed', defaultMessage: 'Could not change the assignee' },
  pickerLabel: { id: 'admin.orders.assignee.pickerLabel', defaultMessage: 'Assign to' },
  pickerNobody: { id: 'admin.orders.assignee.pickerNobody', defaultMessage: 'Nobody' },
  pickerOption: {
    id: 'admin.orders.assignee.pickerOption',
    defaultMessage:
      '{name} ({role, select, owner {Owner} manager {Manager} fulfilment {Fulfilment} support {Support} finance {Finance} other {{role}}})',
  },
  pickerFailed: {
    id: 'admin.orders.assignee.pickerFailed',
    defaultMessage: 'Could not load the staff list. Reload the page to try again.',
  },
});
// Plain descriptors: the values are checked by the catalogs' ICU, not by the inferred types.
const messages = descriptors as { [K in keyof typeof descriptors]: MessageDescriptor };

/**
 * Who works on the order, on both order screens: "Assign to me" or "Unassign" for a role with
 * orders.work, the name alone for the others. With `picker` (the order's own page) a role with
 * orders.work also picks any staff member who may work orders (the server checks the choice).
 */
type AssigneeControlProps = {
  order: AdminOrder;
  onChange: (order: AdminOrder) => void;
  picker?: boolean;
};

export function AssigneeControl({ order, onChange, picker = false }: AssigneeControlProps) {
  const intl = useIntl();
  const me = useAuthUser();
  const canWork = useCan('orders.work');
  const [busy, setBusy] = useState(false);
  const [staff, setStaff] = useState<StaffAssigneeJson[] | null>(null);
  const [staffFailed, setStaffFailed] = useState(false);
  const pickerId = useId();
  const assignee = order.assignee ?? null;
  const mine = assignee !== null && assignee._id === me?.id;
  const withPicker = picker && canWork;

  useEffect(() => {
    if (!withPicker) return;
    let live = true;
    listAssignees().then(
      (members) => live && setStaff(members),
      () => live && setStaffFailed(true),
    );
    return () => {
      live = false;
    };
  }, [withPicker]);

  async function assign(staffId: string | null, name?: string) {
    setBusy(true);
    try {
      onChange(await assignOrder(order._id, staffId));
      toast.success(
        staffId === null
          ? intl.formatMessage(messages.unassigned)
          : staffId === me?.id
            ? intl.formatMessage(messages.assignedToYou)
            : intl.formatMessage(messages.assignedToName, { name }),
      );
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  // The current assignee stays a choice even when the list no longer holds them (deactivated since).
  const options =
    staff && assignee && !staff.some((member) => member._id === assignee._id)
      ? [...staff, { _id: assignee._id, username: assignee.username, role: null }]
      : (staff ?? []);

  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="assignee">
      <span>
        {assignee ? (
          <FormattedMessage
            {...messages.assignedTo}
            values={{
              name: mine ? intl.formatMessage(messages.me) : assignee.username,
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        ) : (
          <span className="text-body-secondary">
            <FormattedMessage {...messages.none} />
          </span>
        )}
      </span>
      {canWork && me && !mine && (
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void assign(me.id)}>
          <FormattedMessage {...messages.assignToMe} />
        </Button>
      )}
      {canWork && assignee && (
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void assign(null)}>
          <FormattedMessage {...messages.unassign} />
        </Button>
      )}
      {withPicker && staff && (
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={pickerId} className="mb-0 text-nowrap">
            <FormattedMessage {...messages.pickerLabel} />
          </Form.Label>
          <Form.Select
            id={pickerId}
            size="sm"
            disabled={busy}
            value={assignee?._id ?? ''}
            onChange={(event) => {
              const staffId = event.target.value || null;
              const name = options.find((member) => member._id === staffId)?.username;
              void assign(staffId, name);
            }}
          >
            <option value="">{intl.formatMessage(messages.pickerNobody)}</option>
            {options.map((member) => (
              <option key={member._id} value={member._id}>
                {member.role
                  ? intl.formatMessage(messages.pickerOption, { name: member.username, role: member.role })
                  : member.username}
              </option>
            ))}
          </Form.Select>
        </div>
      )}
      {withPicker && staffFailed && (
        <span className="text-danger small" role="alert">
          <FormattedMessage {...messages.pickerFailed} />
        </span>
      )}
    </div>
  );
}
