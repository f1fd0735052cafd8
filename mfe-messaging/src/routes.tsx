import { Route, Routes } from '@market/router';
import { ConversationPage } from '@/features/conversation';
import { ConversationsPage } from '@/features/conversations';
import { NotificationsPage } from '@/features/notifications';
import './messaging.css';
import { MessagingMessages } from './i18n';

/** The messaging remote's routes; the shell sends it /messages, /messages/:id and /notifications. */
export default function MessagingRoutes() {
  return (
    <MessagingMessages>
      <Routes>
        <Route path="/messages" element={<ConversationsPage />} />
        <Route path="/messages/:id" element={<ConversationPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
      </Routes>
    </MessagingMessages>
  );
}
