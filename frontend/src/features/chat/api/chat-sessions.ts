// The person's saved chats (docs/PRODUCT.md §7): the list, newest first, and the messages of one.
import { callApi, type AnswerOf } from '@/lib/call-api';
import * as aiOps from '@/lib/operations/ai.generated';

export type ChatSession = AnswerOf<'chatSessions'>[number];

export const listChatSessions = () => callApi(aiOps.chatSessions);

export const getChatSession = (id: string) => callApi(aiOps.chatMessages, { params: { id } });
