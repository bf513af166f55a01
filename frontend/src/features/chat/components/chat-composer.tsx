// The message box: Enter sends, Shift+Enter breaks the line, it grows up to 120 px; Send waits for text, and while a
// reply is pending Stop takes its place.
import { useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useId } from '@/lib/use-id';

export const COMPOSER_MAX_HEIGHT_PX = 120;

type Props = {
  box: RefObject<HTMLTextAreaElement | null>;
  awaiting: boolean;
  /** Resolves true when the message was taken (the box then empties). */
  onSend(text: string): Promise<boolean>;
  onStop(): void;
};

export function ChatComposer({ box, awaiting, onSend, onStop }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const canSend = text.trim() !== '' && !awaiting;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // An empty box is its one row (rows={1}) as drawn: no height to measure, so no layout forced while the page
    // mounts (the dashboard's first screen, docs/PERFORMANCE.md "Boot work, profiled").
    if (text === '') {
      el.style.height = '';
      return;
    }
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [text, box]);

  function send() {
    if (!canSend) return;
    const sent = text;
    setText('');
    void onSend(sent).then((taken) => {
      if (!taken) setText(sent);
    });
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message the assistant
      </label>
      <textarea
        id={id}
        ref={box}
        className="input chat-input"
        rows={1}
        value={text}
        placeholder="Ask about your health data…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {awaiting ? (
        <button type="button" className="btn btn-secondary chat-send" onClick={onStop}>
          Stop
        </button>
      ) : (
        <button type="submit" className="btn btn-primary chat-send" disabled={!canSend}>
          Send
        </button>
      )}
    </form>
  );
}
