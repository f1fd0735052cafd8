import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Coupon } from '../api/coupons-api';
import { formatDate } from '@market/contracts';
import { couponEnded } from '../lib/coupon-validation';
import { untyped } from '@/shared/lib/untyped';

interface CouponListProps {
  coupons: Coupon[];
  editingId: string | null;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

const messages = untyped(
  defineMessages({
    used: { id: 'admin.coupons.list.used', defaultMessage: 'Used {used}' },
    usedOf: { id: 'admin.coupons.list.usedOf', defaultMessage: 'Used {used} of {max}' },
    expired: { id: 'admin.coupons.list.expiredOn', defaultMessage: '{usage} · expired {date}' },
    expires: { id: 'admin.coupons.list.expiresOn', defaultMessage: '{usage} · expires {date}' },
    endedExpired: { id: 'admin.coupons.list.endedExpired', defaultMessage: 'expired' },
    endedUsedUp: { id: 'admin.coupons.list.endedUsedUp', defaultMessage: 'used up' },
    list: { id: 'admin.coupons.list.label', defaultMessage: 'Coupons' },
    edit: { id: 'admin.coupons.list.editLabel', defaultMessage: 'Edit {code}' },
    delete: { id: 'admin.coupons.list.deleteLabel', defaultMessage: 'Delete {code}' },
  }),
);

function usage(intl: IntlShape, coupon: Coupon): string {
  const used =
    coupon.maxRedemptions === null
      ? intl.formatMessage(messages.used, { used: coupon.redemptions })
      : intl.formatMessage(messages.usedOf, { used: coupon.redemptions, max: coupon.maxRedemptions });
  if (!coupon.expiresAt) return used;
  const past = new Date(coupon.expiresAt).getTime() < Date.now();
  return intl.formatMessage(past ? messages.expired : messages.expires, {
    usage: used,
    date: formatDate(coupon.expiresAt, intl.locale),
  });
}

/** The coupons, each with Edit and Delete; one buyers can no longer use is greyed and says why. */
export function CouponList({ coupons, editingId, onEdit, onDelete }: CouponListProps) {
  const intl = useIntl();
  return (
    <ListGroup aria-label={intl.formatMessage(messages.list)}>
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
              <Badge bg={ended ? 'secondary' : 'success'}>
                <FormattedMessage
                  id="admin.coupons.list.off"
                  defaultMessage="{percent}% off"
                  values={{ percent: coupon.discountValue }}
                />
              </Badge>
              {ended && (
                <Badge bg="danger" className="ms-1 text-capitalize">
                  {intl.formatMessage(ended === 'expired' ? messages.endedExpired : messages.endedUsedUp)}
                </Badge>
              )}
              {coupon._id === editingId && (
                <Badge bg="primary" className="ms-1">
                  <FormattedMessage id="admin.coupons.list.editing" defaultMessage="Editing" />
                </Badge>
              )}
              <div className="small text-body-secondary">{usage(intl, coupon)}</div>
            </div>
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onEdit(coupon)}
                aria-label={intl.formatMessage(messages.edit, { code: coupon.code })}
              >
                <FormattedMessage id="admin.coupons.list.edit" defaultMessage="Edit" />
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onDelete(coupon)}
                aria-label={intl.formatMessage(messages.delete, { code: coupon.code })}
              >
                <FormattedMessage id="admin.coupons.list.delete" defaultMessage="Delete" />
              </Button>
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
