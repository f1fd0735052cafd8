export { ConversationsPage } from './components/conversations-page';
