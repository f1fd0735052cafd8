import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ConfirmDialog, LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
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

const loadCoupons = () => listCoupons();

/** Manage Coupons (/admin/coupons): add, edit ('Update Coupon') and delete discount codes. */
export function CouponsPage() {
  const { state, replace } = useLoad('coupons', loadCoupons);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState(false);
  const coupons = state.status === 'ready' ? state.data : [];

  async function submit(input: CouponInput) {
    try {
      if (editing) {
        const saved = await updateCoupon(editing._id, input);
        replace(coupons.map((coupon) => (coupon._id === saved._id ? saved : coupon)));
        toast.success('Coupon updated successfully');
      } else {
        const saved = await addCoupon(input);
        replace([saved, ...coupons]);
        toast.success('Coupon added successfully');
      }
      setEditing(null);
    } catch (error) {
      toast.error('Failed to submit coupon');
      throw error;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteCoupon(toDelete._id);
      replace(coupons.filter((coupon) => coupon._id !== toDelete._id));
      if (editing?._id === toDelete._id) setEditing(null);
      toast.success('Coupon deleted');
    } catch {
      toast.error('Failed to delete coupon');
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-4">Manage Coupons</h1>
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
          <h2 className="h5 mb-3">Coupons</h2>
          {state.status === 'loading' && <LoadingBlock label="Loading coupons…" />}
          {state.status === 'error' && <Alert variant="danger">Failed to load coupons</Alert>}
          {state.status === 'ready' && coupons.length === 0 && (
            <Alert variant="light" className="border">
              No coupons yet. Add the first one with the form.
            </Alert>
          )}
          {state.status === 'ready' && coupons.length > 0 && (
            <CouponList
              coupons={coupons}
              editingId={editing?._id ?? null}
              onEdit={setEditing}
              onDelete={setToDelete}
            />
          )}
        </Col>
      </Row>
      <ConfirmDialog
        show={toDelete !== null}
        title="Delete coupon"
        message="Are you sure you want to delete this coupon?"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminScreen>
  );
}
