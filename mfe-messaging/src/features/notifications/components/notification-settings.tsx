import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  ADMIN_NOTIFICATION_TYPES,
  BUYER_NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  type NotificationPreferencesJson,
  type NotificationType,
} from '@market/contracts';
import { useAuthUser } from '@market/api-client';
import { toast } from '@market/ui';
import { getNotificationPreferences, setNotificationPreference } from '../api/notifications-api';

export const SAVE_FAILED = 'Could not save your notification settings.';

/**
 * The "Notifications" section of Settings (buyer's /settings and admin's /admin/settings): one
 * e-mail switch per kind of notification, saved as it is flipped. Mails that must go (password
 * resets, e-mail checks, receipts) have no switch. Exposed as messaging/NotificationSettings.
 */
export default function NotificationSettings() {
  const user = useAuthUser();
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
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <section aria-labelledby="notification-settings-title" className="notification-settings">
      <h2 id="notification-settings-title" className="h5">
        Notifications
      </h2>
      <p className="small text-body-secondary">
        E-mail me when… (the bell in the header shows every notification either way)
      </p>
      {email === 'loading' && <p className="small text-body-secondary">Loading settings...</p>}
      {email === 'error' && <p className="small text-danger">Could not load your notification settings.</p>}
      {typeof email === 'object' &&
        types.map((type) => (
          <Form.Check
            key={type}
            type="switch"
            id={`notify-${type}`}
            label={NOTIFICATION_TYPE_LABELS[type]}
            checked={email[type] ?? true}
            onChange={(event) => void flip(type, event.currentTarget.checked)}
          />
        ))}
    </section>
  );
}
