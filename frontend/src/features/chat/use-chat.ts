// The conversation (docs/PRODUCT.md "Chat"): messages with the entries each answer cites, the session, the analyze toggle,
// sending, stopping a pending reply, New chat, opening a saved chat.
import { useRef, useState } from 'react';
import { useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import { getChatSession } from './api/chat-sessions';
import { deviceLocaleInfo, sendChatMessage, type ChatTurn } from './api/send-chat-message';
import { usageRefusalText } from '@/lib/usage-refusal';
import { CHAT_TEXT, chatErrorText } from './chat-texts';

/**
 * A failed turn shows as the assistant's message but never goes back to the server as history; one refused for
 * used-up credits links to the plans.
 */
export type ChatMessage = ChatTurn & { failed?: boolean; plansLink?: boolean };
export type ChatCite = NonNullable<ChatTurn['cites']>[number];

/** What a stopped reply leaves in the conversation. The server may still answer it (and charge it) after the stop. */
export const STOPPED_TEXT = 'Stopped.';

export function useChat(userId: string) {
  const { zone, locale, format } = useTimeZone();
  const formatDate = useDateTimeFormatter();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [analyze, setAnalyze] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  // Each conversation has a number; a reply or a load for an older one is dropped.
  const conversation = useRef(0);
  const latestLoad = useRef(0);
  const pending = useRef<AbortController | null>(null);

  async function send(text: string): Promise<boolean> {
    const query = text.trim();
    if (!query || awaiting) return false;
    const mine = conversation.current;
    const history = messages.filter((m) => !m.failed).map(({ role, content }) => ({ role, content }));
    setMessages((current) => [...current, { role: 'user', content: query }]);
    setAwaiting(true);
    const controller = new AbortController();
    pending.current = controller;
    try {
      const reply = await sendChatMessage(
        {
          query,
          history,
          session_id: sessionId,
          user_id: userId,
          timezone: zone,
          device_locale_info: deviceLocaleInfo(locale, zone, format.clock === '24h'),
          analyze_my_health: analyze,
        },
        controller.signal,
      );
      if (conversation.current !== mine) return true;
      setSessionId(reply.session_id ?? sessionId);
      const cites = Array.isArray(reply.cites) ? reply.cites : [];
      setMessages((current) => [...current, { role: 'assistant', content: String(reply.response ?? ''), cites }]);
    } catch (error) {
      if (conversation.current !== mine) return true;
      if (controller.signal.aborted) {
        setMessages((current) => [...current, { role: 'assistant', content: STOPPED_TEXT, failed: true }]);
        return true;
      }
      const usage = usageRefusalText(error, formatDate);
      const failed: ChatMessage = usage
        ? { role: 'assistant', content: usage, failed: true, plansLink: true }
        : { role: 'assistant', content: chatErrorText(error), failed: true };
      setMessages((current) => [...current, failed]);
    } finally {
      if (pending.current === controller) pending.current = null;
      if (conversation.current === mine) setAwaiting(false);
    }
    return true;
  }

  /** Stops waiting for the pending reply: the conversation is ready again at once. */
  function stop() {
    pending.current?.abort();
  }

  function newChat() {
    conversation.current++;
    pending.current?.abort();
    latestLoad.current++;
    setMessages([]);
    setSessionId(null);
    setAnalyze(false);
    setAwaiting(false);
    setOpenError(null);
  }

  /** Replaces the conversation and the session with a saved one; false when it could not be loaded. */
  async function openSession(id: string): Promise<boolean> {
    const load = ++latestLoad.current;
    setOpenError(null);
    try {
      const turns = await getChatSession(id);
      if (latestLoad.current !== load) return false;
      conversation.current++;
      setMessages(turns.map(({ role, content, cites }) => ({ role, content, cites })));
      setSessionId(id);
      setAwaiting(false);
      return true;
    } catch {
      if (latestLoad.current === load) setOpenError(CHAT_TEXT.sessionFailed);
      return false;
    }
  }

  return { messages, sessionId, analyze, setAnalyze, awaiting, send, stop, newChat, openSession, openError };
}
