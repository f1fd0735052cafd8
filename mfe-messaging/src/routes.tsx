import { Route, routeSet, RouteSetRoutes } from '@market/router';
import { ConversationPage } from '@/features/conversation';
import { ConversationsPage } from '@/features/conversations';
import { NotificationsPage } from '@/features/notifications';
import './messaging.css';
import { MessagingMessages } from './i18n';

const MESSAGING_ROUTES = routeSet(
  <>
    <Route path="/messages" element={<ConversationsPage />} />
    <Route path="/messages/:id" element={<ConversationPage />} />
    <Route path="/notifications" element={<NotificationsPage />} />
  </>,
);

/** The messaging remote's routes; the shell sends it /messages, /messages/:id and /notifications. */
export default function MessagingRoutes() {
  return (
    <MessagingMessages>
      <RouteSetRoutes set={MESSAGING_ROUTES} />
    </MessagingMessages>
  );
}
