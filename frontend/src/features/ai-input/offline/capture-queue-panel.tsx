// The capture card's list of captures kept on the device (docs/OFFLINE.md "Offline capture"): "2 entries waiting to
// send", each failed one with why, and the answers ready to review; each can be removed.
import type { QueuedCapture } from './queue-rules';
import { QUEUE_TEXT, typedAtText, waitingText } from './queue-texts';
import './capture-queue.css';

type Props = {
  captures: QueuedCapture[];
  /** Review is off while the card is busy, reviewing, or holds a photo being captured. */
  reviewDisabled: boolean;
  onReview: (capture: QueuedCapture) => void;
  onRemove: (key: string) => void;
};

/** The capture's words as a line of the list (a photo alone says so). */
function CaptureLine({ capture }: { capture: QueuedCapture }) {
  const words = capture.text || QUEUE_TEXT.photoOnly;
  return (
    <span className="capture-queue-text">
      {words}
      {capture.photo && capture.text ? ` (${QUEUE_TEXT.withPhoto})` : ''}{' '}
      <span className="capture-queue-when">{typedAtText(capture.capturedAt, capture.zone)}</span>
    </span>
  );
}

function RemoveButton({ capture, onRemove }: { capture: QueuedCapture; onRemove: Props['onRemove'] }) {
  return (
    <button
      type="button"
      className="btn btn-link btn-sm"
      onClick={() => onRemove(capture.key)}
      aria-label={`${QUEUE_TEXT.remove}: ${capture.text || QUEUE_TEXT.photoOnly}`}
    >
      {QUEUE_TEXT.remove}
    </button>
  );
}

export function CaptureQueuePanel({ captures, reviewDisabled, onReview, onRemove }: Props) {
  const waiting = captures.filter((c) => c.state === 'waiting');
  const failed = captures.filter((c) => c.state === 'failed');
  const ready = captures.filter((c) => c.state === 'ready');
  return (
    <div className="capture-queue">
      {/* Drawn only while something waits: an empty live region would be one more "status" on the page. */}
      {waiting.length > 0 && (
        <p role="status" className="capture-queue-title">
          {waitingText(waiting.length)}
        </p>
      )}
      {waiting.length > 0 && (
        <ul className="capture-queue-list">
          {waiting.map((capture) => (
            <li key={capture.key}>
              <CaptureLine capture={capture} />
              {capture.problem && <span className="capture-queue-why">{capture.problem}</span>}
              <RemoveButton capture={capture} onRemove={onRemove} />
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <>
          <h3 className="capture-queue-title">{QUEUE_TEXT.failedTitle}</h3>
          <ul className="capture-queue-list">
            {failed.map((capture) => (
              <li key={capture.key}>
                <CaptureLine capture={capture} />
                <span className="capture-queue-why capture-queue-failed">{capture.problem}</span>
                <RemoveButton capture={capture} onRemove={onRemove} />
              </li>
            ))}
          </ul>
        </>
      )}
      {ready.length > 0 && (
        <>
          <h3 className="capture-queue-title">{QUEUE_TEXT.readyTitle(ready.length)}</h3>
          <ul className="capture-queue-list">
            {ready.map((capture) => (
              <li key={capture.key}>
                <CaptureLine capture={capture} />
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={reviewDisabled}
                  onClick={() => onReview(capture)}
                  aria-label={`${QUEUE_TEXT.review}: ${capture.text || QUEUE_TEXT.photoOnly}`}
                >
                  {QUEUE_TEXT.review}
                </button>
                <RemoveButton capture={capture} onRemove={onRemove} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
