// Object keys of the buckets, built here only: every key starts with its kind and the owner's user id.

export const objectKeys = {
  /** Every image of a user (images bucket): `images/<userId>/<entryId>.<ext>`. */
  imagePrefix: (userId: string) => `images/${userId}/`,
  image: (userId: string, id: string, extension: string) => `images/${userId}/${id}.${extension}`,
  /** Every short-lived download of a user (exports bucket): CSV exports and copies of large images. */
  downloadPrefix: (userId: string) => `exports/${userId}/`,
  download: (userId: string, id: string, extension: string) => `exports/${userId}/${id}.${extension}`,
  /** A file uploaded for import (exports bucket, the app's transfers): `imports/<userId>/<jobId>`. */
  importPrefix: (userId: string) => `imports/${userId}/`,
  importUpload: (userId: string, jobId: string) => `imports/${userId}/${jobId}`,
  /** A share link's encrypted files (exports bucket, kept 91 days): `shares/<userId>/<shareId>/<n>.jwe`. */
  sharesPrefix: (userId: string) => `shares/${userId}/`,
  shareFilesPrefix: (userId: string, shareId: string) => `shares/${userId}/${shareId}/`,
  shareFile: (userId: string, shareId: string, n: number) => `shares/${userId}/${shareId}/${n}.jwe`,
} as const;
