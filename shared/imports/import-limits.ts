// The import's fixed numbers (issue 14, docs/IMPORT.md): one home, read by the API, the job, the page and the tests.

/** The largest file an import takes: 2 GiB (a CSV's own limit is the same; S3 takes one PUT up to 5 GB). */
export const IMPORT_MAX_BYTES = 2 * 1024 ** 3;

/** How long the signed upload URL works. */
export const IMPORT_UPLOAD_SECONDS = 15 * 60;

/** A job that has not moved for this long is stalled (its Lambda died): the person may resume it. */
export const IMPORT_STALL_MS = 2 * 60 * 1000;

/** Entries written per step of the job: progress and the resume point are saved after each. */
export const IMPORT_BATCH = 100;

/** Jobs the Data Import page lists (newest first). */
export const IMPORT_LIST_MAX = 10;

/** Problems a preview lists (it counts them all). */
export const PREVIEW_PROBLEMS = 20;
