// The 'AI Chat Assistant' card: what the dashboard composes.
export { ChatCard } from './components/chat-card';
