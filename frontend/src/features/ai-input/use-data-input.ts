// The 'Your Data' flow (docs/PRODUCT.md "Data input"): editing → Process Information → review (an editor) → Confirm & Save or Cancel.
import { useRef, useState } from 'react';
import { compressImage, IMAGE_COMPRESSION_FAILED } from '@/lib/image-compression';
import { actionKeys } from '@/lib/idempotency-key';
import { useTimeZone } from '@/lib/time-zone';
import { processInput } from './api/process-input';
import { saveStructuredData } from './api/save-structured-data';
import { DATA_INPUT_TEXT, dataInputErrorText, notAPhotoText, REVIEW_TEXT } from './data-input-texts';
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
      const found = await processInput({ text: trimmed, timezone: zone, image: attached });
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
      setText('');
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

  function cancel() {
    review.close();
    setText('');
    setNotice(null);
    textBox.current?.focus();
  }

  function editText(value: string) {
    setText(value);
    if (notice?.kind !== 'error') setNotice(null);
  }

  return { text, editText, image, pickImage, rejectImage, removeImage, review, busy, notice, process, save, cancel, textBox, reviewing };
}
