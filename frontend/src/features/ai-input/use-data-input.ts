// The 'Your Data' flow (docs/PRODUCT.md "Data input"): editing → Process Information → review (an editor) → Confirm & Save or Cancel.
import { useRef, useState } from 'react';
import { compressImage, IMAGE_COMPRESSION_FAILED } from '@/lib/image-compression';
import { actionKeys } from '@/lib/idempotency-key';
import { useTimeZone } from '@/lib/time-zone';
import { saveStructuredData } from './api/save-structured-data';
import { DATA_INPUT_TEXT, dataInputErrorText, notAPhotoText, REVIEW_TEXT } from './data-input-texts';
import { useCaptureQueue } from './offline/use-capture-queue';
import type { QueuedCapture } from './offline/queue-rules';
import { isPhoto } from './photo-check';
import { useReview } from './use-review';

export type ImageState = { status: 'none' } | { status: 'compressing' } | { status: 'attached'; file: File };
export type Notice = { kind: 'success' | 'info' | 'error'; text: string };
/** What is under way; null while the person edits or reviews. */
export type Busy = 'processing' | 'saving' | null;

export function useDataInput(onSaved?: () => void) {
  const { zone } = useTimeZone();
  const [text, setText] = useState('');
  const [image, setImage] = useState<ImageState>({ status: 'none' });
  const review = useReview();
  const [processedText, setProcessedText] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  // A compression that ends after the photo was removed or replaced must not attach it.
  const pick = useRef(0);
  // The review's Idempotency-Key: Save pressed again after an error sends the same save with the same key.
  const saveKeys = useRef(actionKeys()).current;
  // Captures kept on the device while offline (docs/OFFLINE.md); the one under review, and the words typed before it.
  const queue = useCaptureQueue();
  const fromQueue = useRef<{ key: string; draft: string } | null>(null);

  const attached = image.status === 'attached' ? image.file : null;
  const reviewing = review.review !== null;

  async function pickImage(file: File | undefined) {
    if (!file) return;
    const mine = ++pick.current;
    setNotice(null);
    // The bytes decide, not the name or the declared type: no thumbnail of a file that is no photo.
    const photo = await isPhoto(file);
    if (pick.current !== mine) return;
    if (!photo) return rejectImage(file.name);
    setImage({ status: 'compressing' });
    try {
      const compressed = await compressImage(file);
      if (pick.current === mine) setImage({ status: 'attached', file: compressed });
    } catch {
      if (pick.current !== mine) return;
      setImage({ status: 'none' });
      setNotice({ kind: 'error', text: IMAGE_COMPRESSION_FAILED });
    }
  }

  /** The chosen file is no photo (its bytes, or a thumbnail the browser cannot show): say so, attach nothing. */
  function rejectImage(name: string) {
    pick.current++;
    setImage({ status: 'none' });
    setNotice({ kind: 'error', text: notAPhotoText(name) });
  }

  function removeImage() {
    pick.current++;
    setImage({ status: 'none' });
    textBox.current?.focus();
  }

  async function process() {
    if (busy || reviewing || image.status === 'compressing') return;
    const trimmed = text.trim();
    if (!trimmed && !attached) {
      window.alert(DATA_INPUT_TEXT.nothingToProcess);
      return;
    }
    setBusy('processing');
    setNotice(null);
    try {
      const sent = await queue.processOrKeep({ text: trimmed, zone, photo: attached });
      if ('kept' in sent) {
        pick.current++;
        setText('');
        setImage({ status: 'none' });
        setNotice({ kind: 'info', text: sent.kept });
        return;
      }
      const found = sent.answer;
      if (found.items.length === 0 && found.changes.length === 0) {
        // Words that only asked for a change that matched nothing say so; otherwise docs/PRODUCT.md's text.
        setNotice({ kind: 'info', text: found.unmatched.length > 0 ? found.unmatched.join(' ') : DATA_INPUT_TEXT.noItems });
      } else {
        setProcessedText(trimmed);
        review.open(found);
      }
    } catch (error) {
      setNotice({ kind: 'error', text: dataInputErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    if (busy || !reviewing) return;
    const reviewed = review.build();
    if (!reviewed) {
      setNotice({ kind: 'error', text: REVIEW_TEXT.fixFirst });
      return;
    }
    if (reviewed.items.length === 0 && reviewed.changes.length === 0) {
      setNotice({ kind: 'error', text: REVIEW_TEXT.nothingLeft });
      return;
    }
    setBusy('saving');
    setNotice(null);
    try {
      await saveStructuredData({ rawText: processedText, ...reviewed, timezone: zone, image: attached }, saveKeys);
      pick.current++;
      setText(fromQueue.current?.draft ?? '');
      if (fromQueue.current) await queue.remove(fromQueue.current.key);
      fromQueue.current = null;
      setImage({ status: 'none' });
      review.close();
      setNotice({ kind: 'success', text: DATA_INPUT_TEXT.saved });
      textBox.current?.focus();
      onSaved?.();
    } catch (error) {
      setNotice({ kind: 'error', text: dataInputErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  /** A capture the queue sent while offline opens in the same review; the words being typed come back after it. */
  function reviewQueued(capture: QueuedCapture) {
    if (busy || reviewing || !capture.answer || image.status !== 'none') return;
    fromQueue.current = { key: capture.key, draft: text };
    const photo = capture.photo;
    setImage(photo ? { status: 'attached', file: new File([photo.blob], photo.name, { type: photo.blob.type }) } : { status: 'none' });
    setText(capture.text);
    setProcessedText(capture.text);
    setNotice(null);
    review.open(capture.answer);
  }

  function cancel() {
    review.close();
    // A queued capture stays ready to review (Remove discards it); the draft typed before it comes back.
    setText(fromQueue.current?.draft ?? '');
    if (fromQueue.current) setImage({ status: 'none' });
    fromQueue.current = null;
    setNotice(null);
    textBox.current?.focus();
  }

  function editText(value: string) {
    setText(value);
    if (notice?.kind !== 'error') setNotice(null);
  }

  const editing = { text, editText, image, pickImage, rejectImage, removeImage, textBox };
  return { ...editing, review, busy, notice, process, save, cancel, reviewing, queue, reviewQueued };
}
