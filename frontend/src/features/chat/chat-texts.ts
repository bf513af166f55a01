// The chat card's texts (docs/PRODUCT.md §4, §8) and how a failed turn reads as the assistant's message.
import { ApiError } from '@/lib/api-client';

export const CHAT_TEXT = {
  title: 'AI Chat Assistant',
  authRequired: 'Authentication Required',
  timeout: 'The request took too long to process. The AI might be busy. Please try again in a moment.',
  unauthorized: 'Authentication error. Please log in again to continue using the chat.',
  forbidden: 'Access denied. You may not have permission to use this feature.',
  errorPrefix: 'Error: ',
  failedPrefix: 'Sorry, I encountered an error: ',
  sessionsFailed: 'Your chats could not be loaded. Please try again.',
  sessionFailed: 'That chat could not be opened. Please try again.',
  noSessions: 'No saved chats yet.',
} as const;

const field = (body: unknown, name: string): string | null => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : null;
};

/**
 * docs/PRODUCT.md §8's chat texts. A 403 also carries the server's reason when it gives one (trial ended, credits used
 * up), so the person knows what to do about it.
 */
export function chatErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return CHAT_TEXT.failedPrefix + (error instanceof Error ? error.message : String(error));
  if (error.isTimeout) return CHAT_TEXT.timeout;
  if (error.status === 401) return CHAT_TEXT.unauthorized;
  if (error.status === 403) {
    const reason = field(error.body, 'detail');
    return reason ? `${CHAT_TEXT.forbidden} ${reason}` : CHAT_TEXT.forbidden;
  }
  const reported = field(error.body, 'error');
  if (reported) return CHAT_TEXT.errorPrefix + reported;
  return CHAT_TEXT.failedPrefix + (field(error.body, 'detail') ?? error.message);
}
