// Saving the reviewed items (docs/PRODUCT.md §7): one user input and one entry per item, with the photo when there is
// one, and the proposed changes to saved entries the person kept (applied with their versions: 409 when stale).
// Sent with the review's Idempotency-Key (lib/idempotency-key.ts): a retry, or Save pressed again after an error,
// never saves twice (docs/LOGS.md), so the API client may retry it like any other call.
import type { ChangeRequest, ExtractedItem } from '@/lib/api-contract.generated';
import { callApi, type AnswerOf } from '@/lib/call-api';
import { actionKeys, type ActionKeys } from '@/lib/idempotency-key';
import * as reviewedItemsOps from '@/lib/operations/reviewed-items.generated';

export type SaveStructuredData = {
  rawText: string;
  items: ExtractedItem[];
  changes?: ChangeRequest[];
  timezone: string;
  image?: File | null;
};

export type SavedStructuredData = AnswerOf<'saveItems'>;

/** The items go as reviewed; the multipart variant carries the lists as JSON strings. Changes only when some are kept. */
export async function saveStructuredData(
  { rawText, items, changes = [], timezone, image }: SaveStructuredData,
  keys: ActionKeys = actionKeys(),
): Promise<SavedStructuredData> {
  const withChanges = changes.length > 0 ? { changes } : {};
  // What tells two saves apart: the fields, and the photo by its name, size and time (not its bytes).
  const photo = image ? [image.name, image.size, image.lastModified] : null;
  const headers = keys.headerFor({ rawText, items, changes, timezone, photo });
  let saved: SavedStructuredData;
  if (!image) {
    saved = await callApi(reviewedItemsOps.saveItems, { body: { raw_text: rawText, items, timezone, ...withChanges } }, { headers });
  } else {
    const form = new FormData();
    form.append('raw_text', rawText);
    form.append('items', JSON.stringify(items));
    if (changes.length > 0) form.append('changes', JSON.stringify(changes));
    form.append('timezone', timezone);
    form.append('image', image, image.name);
    saved = await callApi(reviewedItemsOps.savePhotoItems, { body: form }, { headers });
  }
  keys.done();
  return saved;
}
