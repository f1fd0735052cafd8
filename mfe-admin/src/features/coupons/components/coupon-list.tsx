import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { Coupon } from '../api/coupons-api';
import { formatDate } from '@market/contracts';
import { couponEnded } from '../lib/coupon-validation';

interface CouponListProps {
  coupons: Coupon[];
  editingId: string | null;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

function usage(coupon: Coupon): string {
  const used = `Used ${coupon.redemptions}${coupon.maxRedemptions === null ? '' : ` of ${coupon.maxRedemptions}`}`;
  if (!coupon.expiresAt) return used;
  const past = new Date(coupon.expiresAt).getTime() < Date.now();
  return `${used} · ${past ? 'expired' : 'expires'} ${formatDate(coupon.expiresAt)}`;
}

/** The coupons, each with Edit and Delete; one buyers can no longer use is greyed and says why. */
export function CouponList({ coupons, editingId, onEdit, onDelete }: CouponListProps) {
  return (
    <ListGroup aria-label="Coupons">
      {coupons.map((coupon) => {
        const ended = couponEnded(coupon);
        return (
          <ListGroup.Item
            key={coupon._id}
            data-coupon-code={coupon.code}
            aria-current={coupon._id === editingId ? 'true' : undefined}
            className={`d-flex flex-wrap align-items-center gap-2${coupon._id === editingId ? ' border-start border-4 border-primary' : ''}`}
          >
            <div className="me-auto">
              <span className="fw-semibold font-monospace text-break">{coupon.code}</span>{' '}
              <Badge bg={ended ? 'secondary' : 'success'}>{coupon.discountValue}% off</Badge>
              {ended && (
                <Badge bg="danger" className="ms-1 text-capitalize">
                  {ended}
                </Badge>
              )}
              {coupon._id === editingId && (
                <Badge bg="primary" className="ms-1">
                  Editing
                </Badge>
              )}
              <div className="small text-body-secondary">{usage(coupon)}</div>
            </div>
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onEdit(coupon)}
                aria-label={`Edit ${coupon.code}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onDelete(coupon)}
                aria-label={`Delete ${coupon.code}`}
              >
                Delete
              </Button>
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
