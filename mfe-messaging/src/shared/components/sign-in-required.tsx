import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useNavigate } from '@market/router';

export const NOT_AUTHENTICATED = "You aren't authenticated";
const SIGN_IN_PATH = '/auth/sign-in';
/** Long enough to read the notice before the sign-in page opens. */
const REDIRECT_DELAY_MS = 1_200;

/** What a visitor sees on a messaging page: the notice, then the sign-in page. */
export function SignInRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(SIGN_IN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Messages</h1>
      <p className="lead" role="alert">
        {NOT_AUTHENTICATED}
      </p>
    </Container>
  );
}
