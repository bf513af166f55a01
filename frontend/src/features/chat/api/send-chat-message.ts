// One chat turn (docs/PRODUCT.md §3, §7): the question, the conversation so far, the session, and how the device shows times.
import { callApi, type AnswerOf } from '@/lib/call-api';
import * as aiOps from '@/lib/operations/ai.generated';

/** docs/PRODUCT.md §9: the analyze variant may take up to 120 s; a normal turn has the API's 60 s. */
export const CHAT_TIMEOUT_MS = 60_000;
export const CHAT_ANALYZE_TIMEOUT_MS = 120_000;

export type ChatTurn = AnswerOf<'chatMessages'>[number];

export type DeviceLocaleInfo = { locale: string; timezone: string; is_24h_format: boolean };

/** The body as the web app always sends it: every field the contract makes optional, filled. */
export type ChatRequest = {
  query: string;
  history: ChatTurn[];
  session_id: string | null;
  user_id: string;
  timezone: string;
  device_locale_info: DeviceLocaleInfo;
  analyze_my_health: boolean;
};

export type ChatReply = AnswerOf<'chat'>;

/** Whether the locale writes hours on a 24-hour clock (its Intl hour cycle is h23 or h24). */
export function is24HourLocale(locale: string): boolean {
  try {
    const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
    return hourCycle === 'h23' || hourCycle === 'h24';
  } catch {
    return false;
  }
}

/** `is24h`: the clock the person chose in Settings (docs/DATES.md), else the locale's. */
export function deviceLocaleInfo(locale: string, zone: string, is24h = is24HourLocale(locale)): DeviceLocaleInfo {
  return { locale, timezone: zone, is_24h_format: is24h };
}

/**
 * No automatic retry: a turn spends a credit, and a repeated question would be answered twice. `signal` stops the
 * wait (Stop); the server may still finish, store and charge the answer.
 */
export function sendChatMessage(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  const timeoutMs = request.analyze_my_health ? CHAT_ANALYZE_TIMEOUT_MS : CHAT_TIMEOUT_MS;
  return callApi(aiOps.chat, { body: request }, { timeoutMs, retries: 0, signal });
}
