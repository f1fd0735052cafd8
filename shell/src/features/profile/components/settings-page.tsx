import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useAuthUser } from '@market/api-client';
import { LoadingBlock, usePageMeta } from '@market/ui';
import { useUser } from '../api/get-user';
import { SettingsForm } from './settings-form';

/** /settings and /admin/settings: the signed-in user's own profile form. */
export function SettingsPage() {
  usePageMeta('Settings');
  const me = useAuthUser();
  const state = useUser(me?.id);
  return (
    <Container className="py-5 page-narrow">
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Settings</h1>
          {state.status === 'loading' && <LoadingBlock inline label="Loading settings" />}
          {state.status === 'error' && <Alert variant="danger">Failed to fetch user data.</Alert>}
          {state.status === 'ready' && <SettingsForm key={state.user.id} user={state.user} />}
        </Card.Body>
      </Card>
    </Container>
  );
}
