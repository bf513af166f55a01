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

/** `http://localhost:3000/x` → `http://localhost:3000`: CORS and CSP name origins, never paths. */
export const originOf = (url: string) => new URL(url).origin;
