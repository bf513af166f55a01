// The dashboard's 'AI Chat Assistant' card (docs/PRODUCT.md §2, §4, §5, §8): a conversation about the person's own data.
import { useRef, useState } from 'react';
import { useId } from '@/lib/use-id';
import { useAuth } from '@/lib/auth';
import { CHAT_TEXT } from '../chat-texts';
import { useChat } from '../use-chat';
import { ChatComposer } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import { ChatSessionsPanel } from './chat-sessions-panel';
import { ChatSuggestions } from './chat-suggestions';
import '../chat.css';

export function ChatCard() {
  const { user } = useAuth();
  const titleId = useId();
  return (
    <section className="card chat-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {CHAT_TEXT.title}
      </h2>
      {user ? (
        <SignedInChat userId={user.id} />
      ) : (
        <div className="chat-auth-required">
          <h3>{CHAT_TEXT.authRequired}</h3>
          <p className="muted">Sign in to chat with the assistant about your data.</p>
        </div>
      )}
    </section>
  );
}

function SignedInChat({ userId }: { userId: string }) {
  const chat = useChat(userId);
  const [showSessions, setShowSessions] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const sessionsId = useId();
  const sessionsButton = useRef<HTMLButtonElement>(null);
  const analyzeId = useId();
  const analyzeHintId = useId();

  function startNewChat() {
    chat.newChat();
    setShowSessions(false);
    box.current?.focus();
  }

  async function open(id: string) {
    if (await chat.openSession(id)) {
      setShowSessions(false);
      box.current?.focus();
    }
  }

  return (
    <>
      <div className="chat-toolbar">
        <button type="button" className="btn btn-secondary btn-sm" onClick={startNewChat}>
          New chat
        </button>
        <button
          ref={sessionsButton}
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={showSessions}
          aria-controls={showSessions ? sessionsId : undefined}
          onClick={() => setShowSessions(!showSessions)}
        >
          All Chats
        </button>
        <div className="checkbox chat-analyze">
          <input
            id={analyzeId}
            type="checkbox"
            checked={chat.analyze}
            aria-describedby={analyzeHintId}
            onChange={(event) => chat.setAnalyze(event.target.checked)}
          />
          <label htmlFor={analyzeId}>Analyze my health</label>
          <span id={analyzeHintId} className="sr-only">
            A deeper look at more of your data; replies can take up to 2 minutes.
          </span>
        </div>
      </div>
      {showSessions && (
        <ChatSessionsPanel
          id={sessionsId}
          currentId={chat.sessionId}
          onOpen={(id) => void open(id)}
          onClose={() => {
            setShowSessions(false);
            sessionsButton.current?.focus();
          }}
        />
      )}
      {chat.openError && (
        <p className="alert alert-error" role="alert">
          {chat.openError}
        </p>
      )}
      <ChatConversation messages={chat.messages} awaiting={chat.awaiting} analyze={chat.analyze} />
      <ChatComposer box={box} awaiting={chat.awaiting} onSend={chat.send} onStop={chat.stop} />
      <ChatSuggestions disabled={chat.awaiting} onAsk={(question) => void chat.send(question)} />
    </>
  );
}
