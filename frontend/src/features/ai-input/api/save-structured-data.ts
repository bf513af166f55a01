// Saving the reviewed items (SPEC.md §7): one user input and one entry per item, with the photo when there is one.
import type { ExtractedItem } from '@shared/schemas/ai';
import { api } from '@/lib/api-client';

export const SAVE_PATH = '/structured-data/save/';
export const SAVE_WITH_IMAGE_PATH = '/structured-data/save-with-image/';

export type SaveStructuredData = { rawText: string; items: ExtractedItem[]; timezone: string; image?: File | null };

export type SavedStructuredData = {
  user_input_id: string;
  entries: { collection: string; id: string }[];
  image_url: string | null;
};

/** The items go back exactly as reviewed; the multipart variant carries them as a JSON string. */
export function saveStructuredData({ rawText, items, timezone, image }: SaveStructuredData): Promise<SavedStructuredData> {
  if (!image) return api.post(SAVE_PATH, { raw_text: rawText, items, timezone }, { retries: 0 });
  const form = new FormData();
  form.append('raw_text', rawText);
  form.append('items', JSON.stringify(items));
  form.append('timezone', timezone);
  form.append('image', image, image.name);
  return api.post(SAVE_WITH_IMAGE_PATH, form, { retries: 0 });
}
