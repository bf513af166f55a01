// An assistant's answer as structured text: paragraphs, lists and bold figures, with its times and days in the app's
// date format. Built from text parts only (no HTML is ever interpreted).
import { Fragment } from 'react';
import { formatDate, formatDateTime, useTimeZone } from '@/lib/time-zone';
import { answerBlocks, type Inline } from '../answer-blocks';

function Parts({ parts }: { parts: Inline[] }) {
  const { zone, format } = useTimeZone();
  return parts.map((part, i) => {
    if (part.kind === 'bold') return <strong key={i}>{part.text}</strong>;
    if (part.kind === 'time') {
      return (
        <time key={i} dateTime={part.text}>
          {formatDateTime(part.text, zone, format)}
        </time>
      );
    }
    if (part.kind === 'day') {
      return (
        <time key={i} dateTime={part.text}>
          {formatDate(part.text, format)}
        </time>
      );
    }
    return <Fragment key={i}>{part.text}</Fragment>;
  });
}

export function ChatAnswer({ text }: { text: string }) {
  return (
    <div className="chat-answer">
      {answerBlocks(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Parts parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Parts parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
