// Saving the reviewed items (SPEC.md §7): one user input and one entry per item, with the photo when there is
// one, and the proposed changes to saved entries the person kept (applied with their versions: 409 when stale).
import type { ChangeRequest, ExtractedItem } from '@shared/schemas/ai';
import { callApi, type AnswerOf } from '@/lib/call-api';

export type SaveStructuredData = {
  rawText: string;
  items: ExtractedItem[];
  changes?: ChangeRequest[];
  timezone: string;
  image?: File | null;
};

export type SavedStructuredData = AnswerOf<'saveItems'>;

/** The items go as reviewed; the multipart variant carries the lists as JSON strings. Changes only when some are kept. */
export function saveStructuredData({ rawText, items, changes = [], timezone, image }: SaveStructuredData): Promise<SavedStructuredData> {
  const withChanges = changes.length > 0 ? { changes } : {};
  if (!image) return callApi('saveItems', { body: { raw_text: rawText, items, timezone, ...withChanges } }, { retries: 0 });
  const form = new FormData();
  form.append('raw_text', rawText);
  form.append('items', JSON.stringify(items));
  if (changes.length > 0) form.append('changes', JSON.stringify(changes));
  form.append('timezone', timezone);
  form.append('image', image, image.name);
  return callApi('savePhotoItems', { body: form }, { retries: 0 });
}
