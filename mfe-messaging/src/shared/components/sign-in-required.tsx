import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { defineMessages } from 'react-intl';
import { useNavigate } from '@market/router';
import { useIntlOrDefault } from '@market/ui';

const messages = defineMessages({
  title: { id: 'messaging.signIn.title', defaultMessage: 'Messages' },
  notAuthenticated: { id: 'messaging.signIn.notAuthenticated', defaultMessage: "You aren't authenticated" },
});
const SIGN_IN_PATH = '/auth/sign-in';
/** Long enough to read the notice before the sign-in page opens. */
const REDIRECT_DELAY_MS = 1_200;

/** What a visitor sees on a messaging page: the notice, then the sign-in page. */
export function SignInRequired() {
  const navigate = useNavigate();
  const intl = useIntlOrDefault();
  useEffect(() => {
    const timer = setTimeout(() => navigate(SIGN_IN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{intl.formatMessage(messages.title)}</h1>
      <p className="lead" role="alert">
        {intl.formatMessage(messages.notAuthenticated)}
      </p>
    </Container>
  );
}
