// All Chats: the person's saved chats with their titles and start times in the chosen zone; choosing one opens it,
// Escape closes it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { listChatSessions, type ChatSession } from '../api/chat-sessions';
import { CHAT_TEXT } from '../chat-texts';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; sessions: ChatSession[] };

type Props = {
  id: string;
  currentId: string | null;
  onOpen(id: string): void;
  /** Escape: from anywhere in the chat card, or with nothing focused. */
  onClose(): void;
};

export function ChatSessionsPanel({ id, currentId, onOpen, onClose }: Props) {
  const formatDateTime = useDateTimeFormatter();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    listChatSessions().then(
      (sessions) => live && setLoad({ state: 'loaded', sessions: Array.isArray(sessions) ? sessions : [] }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // Listening from the moment the list shows: preact/compat runs useEffect only after the next frame, and an Escape
  // pressed before then was lost (docs/FRONTEND.md "Preact in the build").
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      const card = panel.current?.closest('.chat-card');
      // In the chat card, or on what holds it (the page, or <main> after a click on plain text).
      if (!card || !target || !(card.contains(target) || target.contains(card))) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={panel} id={id} className="chat-sessions" aria-label="All Chats">
      {load.state === 'loading' && (
        <p className="muted text-sm" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your chats…
        </p>
      )}
      {load.state === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{CHAT_TEXT.sessionsFailed}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt(attempt + 1)}>
            Retry
          </button>
        </div>
      )}
      {load.state === 'loaded' && load.sessions.length === 0 && <p className="muted text-sm">{CHAT_TEXT.noSessions}</p>}
      {load.state === 'loaded' && load.sessions.length > 0 && (
        <ul className="chat-sessions-list">
          {load.sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                className="chat-session"
                aria-current={session.id === currentId || undefined}
                onClick={() => onOpen(session.id)}
              >
                <span className="chat-session-title">{session.title || 'Untitled chat'}</span>
                <time className="chat-session-time" dateTime={session.start_time}>
                  {formatDateTime(session.start_time)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
