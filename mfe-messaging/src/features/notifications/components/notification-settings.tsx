import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  ADMIN_NOTIFICATION_TYPES,
  BUYER_NOTIFICATION_TYPES,
  type NotificationPreferencesJson,
  type NotificationType,
} from '@market/contracts';
import { useAuthUser } from '@market/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntlOrDefault } from '@market/ui';
import { MessagingMessages } from '@/i18n';
import { getNotificationPreferences, setNotificationPreference } from '../api/notifications-api';

const messages = defineMessages({
  title: { id: 'messaging.settings.title', defaultMessage: 'Notifications' },
  intro: {
    id: 'messaging.settings.intro',
    defaultMessage: 'E-mail me when… (the bell in the header shows every notification either way)',
  },
  loading: { id: 'messaging.settings.loading', defaultMessage: 'Loading settings...' },
  loadFailed: {
    id: 'messaging.settings.loadFailed',
    defaultMessage: 'Could not load your notification settings.',
  },
  saveFailed: {
    id: 'messaging.settings.saveFailed',
    defaultMessage: 'Could not save your notification settings.',
  },
});

/** How each type reads in the switches (the contracts' NOTIFICATION_TYPE_LABELS, in the reader's language). */
const TYPE_LABELS = defineMessages({
  'order.paid': { id: 'messaging.settings.type.orderPaid', defaultMessage: 'A new order is paid' },
  'order.requirements_submitted': {
    id: 'messaging.settings.type.orderRequirementsSubmitted',
    defaultMessage: 'A buyer submits requirements',
  },
  'order.revision_requested': {
    id: 'messaging.settings.type.orderRevisionRequested',
    defaultMessage: 'A buyer asks for a revision',
  },
  'order.accepted': { id: 'messaging.settings.type.orderAccepted', defaultMessage: 'An order is accepted' },
  'order.due_soon': {
    id: 'messaging.settings.type.orderDueSoon',
    defaultMessage: 'An order is due within 24 hours',
  },
  'order.late': { id: 'messaging.settings.type.orderLate', defaultMessage: 'An order is late' },
  'order.cancel_requested': {
    id: 'messaging.settings.type.orderCancelRequested',
    defaultMessage: 'A buyer asks to cancel',
  },
  'order.assigned': {
    id: 'messaging.settings.type.orderAssigned',
    defaultMessage: 'An order is assigned to me',
  },
  'order.payment_confirmed': {
    id: 'messaging.settings.type.orderPaymentConfirmed',
    defaultMessage: 'Payment confirmed',
  },
  'order.requirements_reminder': {
    id: 'messaging.settings.type.orderRequirementsReminder',
    defaultMessage: 'Reminder to send requirements',
  },
  'order.work_started': { id: 'messaging.settings.type.orderWorkStarted', defaultMessage: 'Work started' },
  'order.delivered': { id: 'messaging.settings.type.orderDelivered', defaultMessage: 'A delivery arrived' },
  'order.auto_accept_soon': {
    id: 'messaging.settings.type.orderAutoAcceptSoon',
    defaultMessage: 'A delivery is about to be accepted',
  },
  'order.milestone_payment_due': {
    id: 'messaging.settings.type.orderMilestonePaymentDue',
    defaultMessage: 'A milestone is ready to pay',
  },
  'order.cancel_answered': {
    id: 'messaging.settings.type.orderCancelAnswered',
    defaultMessage: 'Cancel request answered',
  },
  'order.completed': { id: 'messaging.settings.type.orderCompleted', defaultMessage: 'Order completed' },
  'order.refunded': { id: 'messaging.settings.type.orderRefunded', defaultMessage: 'A refund is made' },
  'offer.new': { id: 'messaging.settings.type.offerNew', defaultMessage: 'A custom offer' },
  'review.invited': { id: 'messaging.settings.type.reviewInvited', defaultMessage: 'Invitation to review' },
  'message.unread': { id: 'messaging.settings.type.messageUnread', defaultMessage: 'Unread chat messages' },
  'account.export_ready': {
    id: 'messaging.settings.type.accountExportReady',
    defaultMessage: 'Your data is ready to download',
  },
});

/**
 * The "Notifications" section of Settings (buyer's /settings and admin's /admin/settings): one
 * e-mail switch per kind of notification, saved as it is flipped. Mails that must go (password
 * resets, e-mail checks, receipts) have no switch. Exposed as messaging/NotificationSettings.
 */
function NotificationSettings() {
  const user = useAuthUser();
  const intl = useIntlOrDefault();
  const [email, setEmail] = useState<NotificationPreferencesJson['email'] | 'loading' | 'error'>('loading');

  useEffect(() => {
    if (!user) return;
    getNotificationPreferences().then(
      (prefs) => setEmail(prefs.email),
      () => setEmail('error'),
    );
  }, [user?.id]);

  if (!user) return null;
  const types: readonly NotificationType[] = user.isAdmin
    ? ADMIN_NOTIFICATION_TYPES
    : BUYER_NOTIFICATION_TYPES;

  const flip = async (type: NotificationType, on: boolean) => {
    if (typeof email !== 'object') return;
    setEmail({ ...email, [type]: on });
    try {
      setEmail((await setNotificationPreference(type, on)).email);
    } catch {
      setEmail({ ...email, [type]: !on });
      toast.error(intl.formatMessage(messages.saveFailed));
    }
  };

  return (
    <section aria-labelledby="notification-settings-title" className="notification-settings">
      <h2 id="notification-settings-title" className="h5">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="small text-body-secondary">{intl.formatMessage(messages.intro)}</p>
      {email === 'loading' && (
        <p className="small text-body-secondary">{intl.formatMessage(messages.loading)}</p>
      )}
      {email === 'error' && <p className="small text-danger">{intl.formatMessage(messages.loadFailed)}</p>}
      {typeof email === 'object' &&
        types.map((type) => (
          <Form.Check
            key={type}
            type="switch"
            id={`notify-${type}`}
            label={intl.formatMessage(TYPE_LABELS[type])}
            checked={email[type] ?? true}
            onChange={(event) => void flip(type, event.currentTarget.checked)}
          />
        ))}
    </section>
  );
}

/** As exposed to the shell's Settings page (messaging/NotificationSettings): inside this remote's messages. */
export default function ExposedNotificationSettings() {
  return (
    <MessagingMessages>
      <NotificationSettings />
    </MessagingMessages>
  );
}
