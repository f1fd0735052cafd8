import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useParams } from '@market/router';
import { formatDate } from '@market/contracts';
import { LoadingBlock, useLocale, usePageMeta } from '@market/ui';
import { countryLabel } from '@/components/form/country-select';
import { useUser } from '../api/get-user';
import { Avatar } from './avatar';

const messages = defineMessages({
  title: { id: 'shell.profile.title', defaultMessage: 'Profile' },
  loading: { id: 'shell.profile.loading', defaultMessage: 'Loading profile' },
  notAvailable: { id: 'shell.profile.notAvailable', defaultMessage: 'N/A' },
});

/** The date an account was made, in the page's language, or 'N/A'. */
export function formatJoined(value: string | undefined, locale: string, intl: IntlShape): string {
  const date = value ? formatDate(value, locale) : '-';
  return date === '-' ? intl.formatMessage(messages.notAvailable) : date;
}

/** /profile/:id and /admin/profile/:id: avatar, username, country, 'Joined On', email, phone. */
export function ProfilePage() {
  const { id } = useParams();
  const state = useUser(id);
  const intl = useIntl();
  const { locale } = useLocale();
  const notAvailable = intl.formatMessage(messages.notAvailable);
  usePageMeta(state.status === 'ready' ? state.user.username : intl.formatMessage(messages.title));
  return (
    <Container className="py-5 page-narrow">
      {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          <FormattedMessage id="shell.profile.loadFailed" defaultMessage="Failed to fetch user data." />
        </Alert>
      )}
      {state.status === 'ready' && (
        <Card className="shadow-sm">
          <Card.Body className="p-4 text-center">
            <Avatar src={state.user.img} name={state.user.username} size={128} />
            <h1 className="h3 mt-3">{state.user.username}</h1>
            <dl className="profile-facts text-start mt-4 mb-0">
              <dt>
                <FormattedMessage id="shell.profile.country" defaultMessage="Country" />
              </dt>
              <dd>{state.user.country ? countryLabel(state.user.country, locale) : notAvailable}</dd>
              <dt>
                <FormattedMessage id="shell.profile.joinedOn" defaultMessage="Joined On" />
              </dt>
              <dd>{formatJoined(state.user.createdAt, locale, intl)}</dd>
              <dt>
                <FormattedMessage id="shell.profile.email" defaultMessage="Email" />
              </dt>
              <dd>{state.user.email || notAvailable}</dd>
              <dt>
                <FormattedMessage id="shell.profile.phone" defaultMessage="Phone" />
              </dt>
              <dd>{state.user.phone || notAvailable}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
