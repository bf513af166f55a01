// The answer of an operation whose response is a file (an export, an image): the body as a Blob and the headers that
// name it. Its own module, below both the generated contract (which types those operations with it) and the API client
// (which builds it), so neither has to import the other back (no import cycle, docs/ARCHITECTURE.md).
export type BlobResponse = { blob: Blob; headers: Headers };
