// The entry screens' user-facing texts, verbatim from docs/PRODUCT.md §5 and §8, and how long a message stays. The texts
// keep the product's word "log" (what a person reads); the code calls a health entry an entry.

export const ENTRY_TEXT = {
  created: 'Log created successfully!',
  updated: 'Log updated successfully!',
  deleted: 'Log deleted successfully!',
  createFailed: 'Failed to create log. Please try again.',
  updateFailed: 'Failed to update log. Please try again.',
  deleteFailed: 'Failed to delete log. Please try again.',
  requiredFields: 'Please fill in all required fields',
  confirmDelete: 'Are you sure you want to delete this log?',
  imageLoadFailed: 'Failed to load image',
  imageDisplayFailed: 'Image failed to display',
} as const;

/** Create, update, delete and validation messages vanish after this long (docs/PRODUCT.md §5, §9). */
export const MESSAGE_MS = 3000;

/** A list that could not load (docs/PRODUCT.md "Log texts": the load-failure text). */
export const ENTRIES_LOAD_FAILED = 'Failed to load health data.';
