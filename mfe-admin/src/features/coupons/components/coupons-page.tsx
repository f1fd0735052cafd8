import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { DeleteDialog } from '@/shared/components/delete-dialog';
import { useConfirmedDelete } from '@/shared/lib/use-confirmed-delete';
import {
  addCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
  type Coupon,
  type CouponInput,
} from '../api/coupons-api';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';

const messages = defineMessages({
  updated: { id: 'admin.coupons.updated', defaultMessage: 'Coupon updated successfully' },
  added: { id: 'admin.coupons.added', defaultMessage: 'Coupon added successfully' },
  submitFailed: { id: 'admin.coupons.submitFailed', defaultMessage: 'Failed to submit coupon' },
  deleted: { id: 'admin.coupons.deleted', defaultMessage: 'Coupon deleted' },
  deleteFailed: { id: 'admin.coupons.deleteFailed', defaultMessage: 'Failed to delete coupon' },
  loading: { id: 'admin.coupons.loading', defaultMessage: 'Loading coupons…' },
  deleteTitle: { id: 'admin.coupons.deleteTitle', defaultMessage: 'Delete coupon' },
  deleteQuestion: {
    id: 'admin.coupons.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this coupon?',
  },
});

const loadCoupons = () => listCoupons();
const removeCoupon = (coupon: Coupon) => deleteCoupon(coupon._id);

/** Manage Coupons (/admin/coupons): add, edit ('Update Coupon') and delete discount codes. */
export function CouponsPage() {
  const intl = useIntl();
  const { state, replace } = useLoad('coupons', loadCoupons);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const coupons = state.status === 'ready' ? state.data : [];
  const deletion = useConfirmedDelete(
    removeCoupon,
    {
      success: intl.formatMessage(messages.deleted),
      failure: intl.formatMessage(messages.deleteFailed),
    },
    (deleted) => {
      replace(coupons.filter((coupon) => coupon._id !== deleted._id));
      if (editing?._id === deleted._id) setEditing(null);
    },
  );

  async function submit(input: CouponInput) {
    try {
      if (editing) {
        const saved = await updateCoupon(editing._id, input);
        replace(coupons.map((coupon) => (coupon._id === saved._id ? saved : coupon)));
        toast.success(intl.formatMessage(messages.updated));
      } else {
        const saved = await addCoupon(input);
        replace([saved, ...coupons]);
        toast.success(intl.formatMessage(messages.added));
      }
      setEditing(null);
    } catch (error) {
      toast.error(intl.formatMessage(messages.submitFailed));
      throw error;
    }
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-4">
        <FormattedMessage id="admin.coupons.title" defaultMessage="Manage Coupons" />
      </h1>
      <Row className="g-4">
        <Col lg={5} xl={4}>
          <CouponForm
            key={editing?._id ?? 'new'}
            editing={editing}
            onSubmit={submit}
            onCancelEdit={() => setEditing(null)}
          />
        </Col>
        <Col lg={7} xl={8}>
          <h2 className="h5 mb-3">
            <FormattedMessage id="admin.coupons.listTitle" defaultMessage="Coupons" />
          </h2>
          {state.status === 'loading' && <LoadingBlock label={intl.formatMessage(messages.loading)} />}
          {state.status === 'error' && (
            <Alert variant="danger">
              <FormattedMessage id="admin.coupons.loadFailed" defaultMessage="Failed to load coupons" />
            </Alert>
          )}
          {state.status === 'ready' && coupons.length === 0 && (
            <Alert variant="light" className="border">
              <FormattedMessage
                id="admin.coupons.empty"
                defaultMessage="No coupons yet. Add the first one with the form."
              />
            </Alert>
          )}
          {state.status === 'ready' && coupons.length > 0 && (
            <CouponList
              coupons={coupons}
              editingId={editing?._id ?? null}
              onEdit={setEditing}
              onDelete={deletion.ask}
            />
          )}
        </Col>
      </Row>
      <DeleteDialog
        deletion={deletion}
        title={intl.formatMessage(messages.deleteTitle)}
        question={intl.formatMessage(messages.deleteQuestion)}
      />
    </AdminScreen>
  );
}
