// Entry field limits and list paging without zod, so web pages can use them without loading the schema library.

export const NOTES_MAX = 2000;
export const TEXT_MAX = 5000;
export const RAW_TEXT_MAX = 10_000;
export const ITEM_NAME_MAX = 300;
export const ITEM_TYPE_MAX = 100;
export const LIST_LIMIT_MAX = 500;

/** The header that carries the next page's cursor when `limit` cut the list short. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** How many of each type's latest entries the dashboard's panels show (GET /api/dashboard/). */
export const DASHBOARD_RECENT_ENTRIES = 5;
