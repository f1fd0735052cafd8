import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { messageOf, useAuthUser } from '@market/api-client';
import { toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { useCan } from '@/shared/lib/use-can';
import { assignOrder } from '../api/orders-api';

/**
 * Who works on the order, on both order screens: "Assign to me" or "Unassign" for a role with
 * orders.work, the name alone for the others.
 */
export function AssigneeControl({
  order,
  onChange,
}: {
  order: AdminOrder;
  onChange: (order: AdminOrder) => void;
}) {
  const me = useAuthUser();
  const canWork = useCan('orders.work');
  const [busy, setBusy] = useState(false);
  const assignee = order.assignee ?? null;
  const mine = assignee !== null && assignee._id === me?.id;

  async function assign(staffId: string | null) {
    setBusy(true);
    try {
      onChange(await assignOrder(order._id, staffId));
      toast.success(staffId ? 'Assigned to you' : 'Unassigned');
    } catch (error) {
      toast.error(messageOf(error, 'Could not change the assignee'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="assignee">
      <span>
        {assignee ? (
          <>
            Assigned to <strong>{mine ? 'me' : assignee.username}</strong>
          </>
        ) : (
          <span className="text-body-secondary">Not assigned</span>
        )}
      </span>
      {canWork && me && !mine && (
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void assign(me.id)}>
          Assign to me
        </Button>
      )}
      {canWork && assignee && (
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void assign(null)}>
          Unassign
        </Button>
      )}
    </div>
  );
}
