// The person's saved chats (docs/PRODUCT.md §7): the list, newest first, and the messages of one.
import { callApi, type AnswerOf } from '@/lib/call-api';

export type ChatSession = AnswerOf<'chatSessions'>[number];

export const listChatSessions = () => callApi('chatSessions');

export const getChatSession = (id: string) => callApi('chatMessages', { params: { id } });
