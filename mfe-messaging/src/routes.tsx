import { Route, Routes } from '@market/router';
import { ConversationPage } from '@/features/conversation';
import { ConversationsPage } from '@/features/conversations';
import { NotificationsPage } from '@/features/notifications';
import './messaging.css';

/** The messaging remote's routes; the shell sends it /messages, /messages/:id and /notifications. */
export default function MessagingRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<ConversationsPage />} />
      <Route path="/messages/:id" element={<ConversationPage />} />
      <Route path="/notifications" element={<NotificationsPage />} />
    </Routes>
  );
}
