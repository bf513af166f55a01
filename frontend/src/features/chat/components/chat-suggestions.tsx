// Questions to try, under the box: ones the assistant answers directly (shared/chat-questions.ts; an API test asks
// each of them). Choosing one asks it.
import { SUGGESTED_QUESTIONS } from '@shared/chat-questions';

type Props = { disabled: boolean; onAsk(question: string): void };

export function ChatSuggestions({ disabled, onAsk }: Props) {
  return (
    <div className="chat-suggestions" role="group" aria-label="Questions to try">
      {SUGGESTED_QUESTIONS.map((question) => (
        <button key={question} type="button" className="chat-suggestion" disabled={disabled} onClick={() => onAsk(question)}>
          {question}
        </button>
      ))}
    </div>
  );
}
