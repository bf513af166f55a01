// The person's saved chats (SPEC.md §7): the list, newest first, and the messages of one.
import { api } from '@/lib/api-client';
import type { ChatTurn } from './send-chat-message';

export type ChatSession = { id: string; title: string; start_time: string };

export const CHAT_SESSIONS_PATH = '/ai/chat/sessions/';

export const listChatSessions = () => api.get<ChatSession[]>(CHAT_SESSIONS_PATH);

export const getChatSession = (id: string) => api.get<ChatTurn[]>(`${CHAT_SESSIONS_PATH}${encodeURIComponent(id)}/`);
