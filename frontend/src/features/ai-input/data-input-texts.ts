// The 'Your Data' card's texts (docs/PRODUCT.md §4, §5, §8) and how a refused call reads.
import { PHOTO_TYPE_NAMES } from '@shared/image-type';
import { ApiError, fieldErrorText } from '@/lib/api-client';

export const DATA_INPUT_TEXT = {
  title: 'Your Data',
  nothingToProcess: 'Please enter some text or select an image',
  notAnImage: 'Please select a valid image file',
  noItems: 'No structured data could be extracted.',
  saved: 'Information successfully saved!',
  unexpected: 'An unexpected error occurred',
  keyboardHint: 'Enter processes it; Shift+Enter starts a new line.',
  /** A screen keyboard has no Shift+Enter. */
  touchHint: 'The Enter (return) key processes it.',
} as const;

/** A chosen file whose bytes are no photo (photo-check.ts): docs/PRODUCT.md's text, then why in plain words and what to choose. */
export const notAPhotoText = (name: string) =>
  `${DATA_INPUT_TEXT.notAnImage}: “${name}” is not a photo. Choose a ${PHOTO_TYPE_NAMES} image.`;

/** The review editor's own texts (docs/FRONTEND.md "Review"); docs/PRODUCT.md's stay in DATA_INPUT_TEXT. */
export const REVIEW_TEXT = {
  hint: 'Check each item and its time; change what is wrong, then save.',
  fixFirst: 'Some items need a fix: see the marked fields.',
  nothingLeft: 'Nothing left to save: add an item, keep a change, or press Cancel.',
  discard: 'Discard your changes to these items?',
  addItem: 'Add an item',
  duplicate: 'Looks like one you already saved:',
  skip: 'Skip this one',
  changesTitle: 'Changes to saved entries',
  dropChange: 'Keep it as it is',
  keepChange: 'Apply this change',
  dropped: 'Not applied.',
  unmatchedTitle: 'Not found',
} as const;

/** Next to Confirm & Save while items are timed in the future (their positions, 1-based): why it will not save yet. */
export function futureItemsText(positions: number[]): string {
  if (positions.length === 1) return `Item ${positions[0]} is in the future: change its time or remove it to save.`;
  const list = `${positions.slice(0, -1).join(', ')} and ${positions[positions.length - 1]}`;
  return `Items ${list} are in the future: change their times or remove them to save.`;
}

const detailOf = (body: unknown): string | null => {
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' && detail ? detail : null;
};

/** The server's detail (trial ended, credits or images used up, AI busy or slow), a field error, else the generic text. */
export function dataInputErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return DATA_INPUT_TEXT.unexpected;
  return detailOf(error.body) ?? (error.status === 400 ? fieldErrorText(error.body) : null) ?? error.message;
}
