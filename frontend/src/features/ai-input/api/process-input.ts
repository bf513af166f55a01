// The AI extraction calls (docs/PRODUCT.md §7): text, or text and a photo, in the person's zone → the items to review,
// the changes to saved entries the words ask for, and what matched nothing (docs/AI.md "Review answer"). A capture
// goes with its Idempotency-Key and the moment it was typed (`captured_at`), so the offline queue can send it again
// later and it is processed and charged once, read from when it was typed (docs/OFFLINE.md "Offline capture").
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import type { ExtractedItem, ExtractionAnswer } from '@/lib/api-contract.generated';
import { callApi } from '@/lib/call-api';
import * as aiOps from '@/lib/operations/ai.generated';

export type { ExtractedItem, ExtractionAnswer };

export type ProcessInput = {
  text: string;
  timezone: string;
  image?: Blob | null;
  /** The photo's file name (a File's own name when absent). */
  imageName?: string;
  /** The capture's Idempotency-Key, the same on every send of it. */
  key?: string;
  /** When it was typed (ISO); absent means now. */
  capturedAt?: string;
};

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** No automatic retry here: a failed send is the offline queue's to repeat, with the same key. */
export async function processInput({ text, timezone, image, imageName, key, capturedAt }: ProcessInput): Promise<ExtractionAnswer> {
  const opts = { retries: 0, headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined };
  let answer: Partial<ExtractionAnswer> | undefined;
  if (image) {
    const form = new FormData();
    form.append('text', text);
    form.append('timezone', timezone);
    if (capturedAt) form.append('captured_at', capturedAt);
    form.append('image', image, imageName ?? (image as File).name ?? 'photo');
    answer = await callApi(aiOps.processPhotoInput, { body: form }, opts);
  } else {
    const when = capturedAt ? { captured_at: capturedAt } : {};
    answer = await callApi(aiOps.processInput, { body: { text, timezone, ...when } }, opts);
  }
  return { items: listOf(answer?.items), changes: listOf(answer?.changes), unmatched: listOf(answer?.unmatched) };
}
