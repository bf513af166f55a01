// The 'Your Data' card's texts (SPEC.md §4, §5, §8) and how a refused call reads.
import { ApiError, fieldErrorText } from '@/lib/api-client';

export const DATA_INPUT_TEXT = {
  title: 'Your Data',
  nothingToProcess: 'Please enter some text or select an image',
  notAnImage: 'Please select a valid image file',
  noItems: 'No structured data could be extracted.',
  saved: 'Information successfully saved!',
  unexpected: 'An unexpected error occurred',
} as const;

const detailOf = (body: unknown): string | null => {
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' && detail ? detail : null;
};

/** The server's detail (trial ended, credits or images used up, AI busy or slow), a field error, else the generic text. */
export function dataInputErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return DATA_INPUT_TEXT.unexpected;
  return detailOf(error.body) ?? (error.status === 400 ? fieldErrorText(error.body) : null) ?? error.message;
}
