import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useParams } from '@market/router';
import { formatDate } from '@market/contracts';
import { LoadingBlock, usePageMeta } from '@market/ui';
import { useUser } from '../api/get-user';
import { Avatar } from './avatar';

export function formatJoined(value: string | undefined): string {
  const date = value ? formatDate(value) : '-';
  return date === '-' ? 'N/A' : date;
}

/** /profile/:id and /admin/profile/:id: avatar, username, country, 'Joined On', email, phone. */
export function ProfilePage() {
  const { id } = useParams();
  const state = useUser(id);
  usePageMeta(state.status === 'ready' ? state.user.username : 'Profile');
  return (
    <Container className="py-5 page-narrow">
      {state.status === 'loading' && <LoadingBlock inline label="Loading profile" />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch user data.</Alert>}
      {state.status === 'ready' && (
        <Card className="shadow-sm">
          <Card.Body className="p-4 text-center">
            <Avatar src={state.user.img} name={state.user.username} size={128} />
            <h1 className="h3 mt-3">{state.user.username}</h1>
            <dl className="profile-facts text-start mt-4 mb-0">
              <dt>Country</dt>
              <dd>{state.user.country || 'N/A'}</dd>
              <dt>Joined On</dt>
              <dd>{formatJoined(state.user.createdAt)}</dd>
              <dt>Email</dt>
              <dd>{state.user.email || 'N/A'}</dd>
              <dt>Phone</dt>
              <dd>{state.user.phone || 'N/A'}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
