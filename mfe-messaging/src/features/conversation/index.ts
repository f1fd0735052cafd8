export { ConversationPage } from './components/conversation-page';
