// The AI extraction calls (docs/PRODUCT.md §7): text, or text and a photo, in the person's zone → the items to review,
// the changes to saved entries the words ask for, and what matched nothing (docs/AI.md "Review answer").
import type { ExtractedItem, ExtractionAnswer } from '@/lib/api-contract.generated';
import { callApi } from '@/lib/call-api';
import * as aiOps from '@/lib/operations/ai.generated';

export type { ExtractedItem, ExtractionAnswer };

export type ProcessInput = { text: string; timezone: string; image?: File | null };

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** No automatic retry: each call spends a credit, and the person can simply press the button again. */
export async function processInput({ text, timezone, image }: ProcessInput): Promise<ExtractionAnswer> {
  let answer: Partial<ExtractionAnswer> | undefined;
  if (image) {
    const form = new FormData();
    form.append('text', text);
    form.append('timezone', timezone);
    form.append('image', image, image.name);
    answer = await callApi(aiOps.processPhotoInput, { body: form }, { retries: 0 });
  } else {
    answer = await callApi(aiOps.processInput, { body: { text, timezone } }, { retries: 0 });
  }
  return { items: listOf(answer?.items), changes: listOf(answer?.changes), unmatched: listOf(answer?.unmatched) };
}
