// The 'Your Data' flow (SPEC.md §4 "Data input"): editing → Process Information → review → Confirm & Save or Cancel.
import { useRef, useState } from 'react';
import { compressImage, IMAGE_COMPRESSION_FAILED } from '@/lib/image-compression';
import { useTimeZone } from '@/lib/time-zone';
import { processInput, type ExtractedItem } from './api/process-input';
import { saveStructuredData } from './api/save-structured-data';
import { DATA_INPUT_TEXT, dataInputErrorText } from './data-input-texts';

export type ImageState = { status: 'none' } | { status: 'compressing' } | { status: 'attached'; file: File };
export type Notice = { kind: 'success' | 'info' | 'error'; text: string };
/** What is under way; null while the person edits or reviews. */
export type Busy = 'processing' | 'saving' | null;

export function useDataInput(onSaved?: () => void) {
  const { zone } = useTimeZone();
  const [text, setText] = useState('');
  const [image, setImage] = useState<ImageState>({ status: 'none' });
  const [items, setItems] = useState<ExtractedItem[] | null>(null);
  const [processedText, setProcessedText] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  // A compression that ends after the photo was removed or replaced must not attach it.
  const pick = useRef(0);

  const attached = image.status === 'attached' ? image.file : null;
  const reviewing = items !== null;

  async function pickImage(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      window.alert(DATA_INPUT_TEXT.notAnImage);
      return;
    }
    const mine = ++pick.current;
    setNotice(null);
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
      if (found.length === 0) {
        setNotice({ kind: 'info', text: DATA_INPUT_TEXT.noItems });
      } else {
        setProcessedText(trimmed);
        setItems(found);
      }
    } catch (error) {
      setNotice({ kind: 'error', text: dataInputErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    if (busy || !items) return;
    setBusy('saving');
    setNotice(null);
    try {
      await saveStructuredData({ rawText: processedText, items, timezone: zone, image: attached });
      pick.current++;
      setText('');
      setImage({ status: 'none' });
      setItems(null);
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
    setItems(null);
    setText('');
    setNotice(null);
    textBox.current?.focus();
  }

  function editText(value: string) {
    setText(value);
    if (notice?.kind !== 'error') setNotice(null);
  }

  return { text, editText, image, pickImage, removeImage, items, busy, notice, process, save, cancel, textBox, reviewing };
}
