// The CORS rule of the exports bucket (the app's transfers), one source for the CDK stack and the local s3rver: the
// browser follows an export's redirect from the app's origin and must read the file name the download carries, and it
// PUTs a file for import straight to a signed URL (issue 14), naming the Content-Type the URL was signed with.

export const downloadCors = {
  methods: ['GET', 'PUT'] as const,
  /** The upload's signed Content-Type (Content-Length the browser sets itself, and needs no preflight). */
  allowedHeaders: ['Content-Type'],
  /** Content-Type and Content-Length are readable anyway; the file name is not unless exposed. */
  exposedHeaders: ['Content-Disposition'],
  maxAgeSeconds: 3000,
} as const;

/**
 * The second rule: a SMART Health Link's files (shares/) are fetched from their signed URLs by a viewer on any origin
 * (docs/SHARING.md "Security"). GET only, no header to allow or expose (a plain GET needs no preflight): the signed
 * URL is itself the capability, valid 5 minutes, and its content is encrypted with a key the server never keeps. S3's
 * CORS rules are per bucket, not per prefix, so a signed download URL is readable from any origin too; it is no less
 * a capability there. The app's rule comes first, so the app's origin keeps its exposed header.
 */
export const shareFilesCors = {
  methods: ['GET'] as const,
  origins: ['*'],
  maxAgeSeconds: 3000,
} as const;

/** `http://localhost:3000/x` → `http://localhost:3000`: CORS and CSP name origins, never paths. */
export const originOf = (url: string) => new URL(url).origin;
