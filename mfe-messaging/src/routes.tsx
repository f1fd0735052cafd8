import { Route, Routes } from 'react-router-dom';
import { ConversationPage } from '@/features/conversation/components/conversation-page';
import { ConversationsPage } from '@/features/conversations/components/conversations-page';
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
