// The dashboard's 'Your Data' card (docs/PRODUCT.md §2, §4, §5): free text and a photo in, reviewed items out, saved on confirmation.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from '@/lib/use-id';
import { DATA_INPUT_TEXT } from '../data-input-texts';
import { useDataInput } from '../use-data-input';
import { useTouchKeyboard } from '../use-touch-keyboard';
import { CaptureQueuePanel } from '../offline/capture-queue-panel';
import { ExtractedItemsReview } from './extracted-items-review';
import { ImagePicker, useObjectUrl } from './image-picker';
import '../ai-input.css';

export type DataInputCardProps = {
  /** Called after a save, so the page can reload what the new entries appear in. */
  onSaved?: () => void;
  /** Shown inside the card just above Process (e.g. a usage meter when a limit is close); composed by the page. */
  notice?: ReactNode;
  /** When set, AI capture is paused: Process and the photo picker are disabled and this text says why, next to Process. */
  aiPaused?: string | null;
  /** Shown beside the title: quick re-log's "Log again" and what it opens (features/quick-log), composed by the page. */
  quickLog?: ReactNode;
};

export function DataInputCard({ onSaved, notice, aiPaused = null, quickLog }: DataInputCardProps) {
  const flow = useDataInput(onSaved);
  const titleId = useId();
  const textId = useId();
  const hintId = useId();
  const pausedId = useId();
  const paused = Boolean(aiPaused);
  const attached = flow.image.status === 'attached' ? flow.image.file : null;
  const previewUrl = useObjectUrl(attached);
  const locked = flow.busy !== null || flow.reviewing;
  const touchKeyboard = useTouchKeyboard();

  // Enter processes; Shift+Enter keeps its new line, and Ctrl/Cmd+Enter does nothing special.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!paused) void flow.process();
  };

  return (
    <section className="card data-input-card" aria-labelledby={titleId}>
      <div className="data-input-head">
        <h2 id={titleId} className="card-title">
          {DATA_INPUT_TEXT.title}
        </h2>
        {quickLog}
      </div>
      <div className="field">
        <label htmlFor={textId}>What happened?</label>
        <textarea
          id={textId}
          ref={flow.textBox}
          value={flow.text}
          onChange={(event) => flow.editText(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={locked}
          aria-describedby={hintId}
          placeholder="Two eggs and coffee at 8, ran 5 km yesterday evening, felt stressed"
          rows={3}
        />
        <p id={hintId} className="field-hint">
          {touchKeyboard ? DATA_INPUT_TEXT.touchHint : DATA_INPUT_TEXT.keyboardHint}
        </p>
      </div>

      {notice}
      {paused && (
        <p id={pausedId} className="alert alert-warning data-input-paused">
          {aiPaused}
        </p>
      )}

      <div className="data-input-actions">
        <div className="data-input-image-slot">
          <ImagePicker
            image={flow.image}
            previewUrl={previewUrl}
            disabled={locked || paused}
            removeDisabled={locked}
            onPick={(file) => void flow.pickImage(file)}
            onRemove={flow.removeImage}
            onBroken={() => attached && flow.rejectImage(attached.name)}
          />
        </div>
        {!flow.reviewing && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void flow.process()}
            disabled={paused || flow.busy !== null || flow.image.status === 'compressing'}
            aria-describedby={paused ? pausedId : undefined}
          >
            {flow.busy === 'processing' && <span className="spinner" aria-hidden="true" />}
            {flow.busy === 'processing' ? 'Processing…' : 'Process Information'}
          </button>
        )}
      </div>

      <div aria-live="polite" className="data-input-notice">
        {flow.notice && flow.notice.kind !== 'error' && (
          <p className={`alert ${flow.notice.kind === 'success' ? 'alert-success' : 'alert-info'}`}>{flow.notice.text}</p>
        )}
      </div>
      {flow.notice?.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {flow.notice.text}
        </p>
      )}

      <CaptureQueuePanel
        captures={flow.queue.captures}
        reviewDisabled={locked || flow.image.status !== 'none'}
        onReview={flow.reviewQueued}
        onRemove={(key) => void flow.queue.remove(key)}
      />

      {flow.reviewing && (
        <ExtractedItemsReview
          review={flow.review}
          imageUrl={previewUrl}
          saving={flow.busy === 'saving'}
          onConfirm={() => void flow.save()}
          onCancel={flow.cancel}
        />
      )}
    </section>
  );
}
