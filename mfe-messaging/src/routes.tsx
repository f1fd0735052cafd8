import { Route, Routes } from 'react-router-dom';
import { ConversationPage } from '@/features/conversation';
import { ConversationsPage } from '@/features/conversations';
import './messaging.css';

/** The messaging remote's routes; the shell sends it /messages and /messages/:id. */
export default function MessagingRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<ConversationsPage />} />
      <Route path="/messages/:id" element={<ConversationPage />} />
    </Routes>
  );
}
