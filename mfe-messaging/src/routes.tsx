import { Route, Routes } from 'react-router-dom';
import { PlaceholderScreen } from '@market/ui';

export default function MessagingRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<PlaceholderScreen title="Messages" />} />
      <Route path="/messages/:id" element={<PlaceholderScreen title="Conversation" />} />
    </Routes>
  );
}
