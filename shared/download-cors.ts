// The CORS rule of the exports bucket, one source for the CDK stack and the local s3rver: the browser
// follows the export's redirect from the app's origin and must read the file name the download carries.

export const downloadCors = {
  methods: ['GET'] as const,
  /** Content-Type and Content-Length are readable anyway; the file name is not unless exposed. */
  exposedHeaders: ['Content-Disposition'],
  maxAgeSeconds: 3000,
} as const;

/** `http://localhost:3000/x` → `http://localhost:3000`: CORS and CSP name origins, never paths. */
export const originOf = (url: string) => new URL(url).origin;
