import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import { LoadingBlock, usePageMeta } from '@market/ui';
import { browserRemoteWidget } from '@/components/remote-widget';
import { useUser } from '../api/get-user';
import { Link } from '@market/router';
import { BillingCard } from './billing-card';
import { SettingsForm } from './settings-form';

/** The e-mail switches, from the messaging remote (which owns notifications in the browser). */
const NotificationSettings = browserRemoteWidget(
  'messaging/NotificationSettings',
  <p className="small text-body-secondary">
    <FormattedMessage
      id="shell.profile.notificationsUnavailable"
      defaultMessage="Notification settings are unavailable right now."
    />
  </p>,
);

const messages = defineMessages({
  title: { id: 'shell.profile.settingsTitle', defaultMessage: 'Settings' },
  loading: { id: 'shell.profile.settingsLoading', defaultMessage: 'Loading settings' },
});

/** A card that names more settings on a page of their own, with the link to it. */
function SettingsLink({
  heading,
  intro,
  to,
  label,
}: {
  heading: ReactNode;
  intro: ReactNode;
  to: string;
  label: ReactNode;
}) {
  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4 d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <h2 className="h5 mb-1">{heading}</h2>
          <p className="small text-body-secondary mb-0">{intro}</p>
        </div>
        <Link className="btn btn-outline-primary" to={to}>
          {label}
        </Link>
      </Card.Body>
    </Card>
  );
}

/**
 * /settings and /admin/settings: the signed-in user's own profile form and e-mail switches;
 * `children` (another feature's sections, such as "Your data") follow them.
 */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const me = useAuthUser();
  const state = useUser(me?.id);
  return (
    <Container className="py-5 page-narrow">
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">{intl.formatMessage(messages.title)}</h1>
          {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
          {state.status === 'error' && (
            <Alert variant="danger">
              <FormattedMessage id="shell.profile.loadFailed" defaultMessage="Failed to fetch user data." />
            </Alert>
          )}
          {state.status === 'ready' && <SettingsForm key={state.user.id} user={state.user} />}
        </Card.Body>
      </Card>
      {state.status === 'ready' && <BillingCard userId={state.user.id} initial={state.user.billing} />}
      <SettingsLink
        heading={<FormattedMessage id="shell.profile.securityHeading" defaultMessage="Security" />}
        intro={
          <FormattedMessage
            id="shell.profile.securityIntro"
            defaultMessage="Two-step verification, passkeys and where you're signed in."
          />
        }
        to={me?.isAdmin ? '/admin/settings/security' : '/settings/security'}
        label={<FormattedMessage id="shell.profile.securityLink" defaultMessage="Security settings" />}
      />
      {me?.isAdmin && (
        <SettingsLink
          heading={<FormattedMessage id="shell.profile.invoicingHeading" defaultMessage="Invoicing" />}
          intro={
            <FormattedMessage
              id="shell.profile.invoicingIntro"
              defaultMessage="The shop's legal details, tax and invoice numbers."
            />
          }
          to="/admin/settings/invoicing"
          label={<FormattedMessage id="shell.profile.invoicingLink" defaultMessage="Invoicing settings" />}
        />
      )}
      <Card className="shadow-sm mt-4">
        <Card.Body className="p-4">
          <NotificationSettings />
        </Card.Body>
      </Card>
      {children}
    </Container>
  );
}
