// The one error an Apple Health import raises for a file it cannot read (docs/IMPORT.md): a kind the job can store
// and a message a person can read. Anything else thrown while importing is a fault of ours, not of the file.

/**
 * The most export.xml may hold unpacked: 20 GiB. The 2 GB upload limit alone would let a zip of highly repeated XML
 * unpack to far more; this bounds a preview's time (about 60 MB/s on the job's share of a CPU: ~6 minutes of its 15).
 */
export const APPLE_HEALTH_XML_MAX_BYTES = 20 * 1024 ** 3;

/**
 * The most export.xml may unpack to per byte of the zip: 200. The Health app's exports pack 10–40 times (the fixture,
 * whose values repeat far more than a person's, 36); deflate's own ceiling is about 1,030. A zip past 200 is made to
 * exhaust whoever reads it (a zip bomb: 20 MB that unpacks to 20 GB) and is refused within its first megabytes.
 */
export const APPLE_HEALTH_MAX_RATIO = 200;
/** Unpacked bytes allowed beyond the ratio, so a tiny zip (a few records, packed less well) is never refused for it. */
export const APPLE_HEALTH_RATIO_SLACK_BYTES = 1024 * 1024;
/**
 * The most text the XML parser may hold at once for one token (a tag with its attributes, a comment, the DOCTYPE):
 * 1 Mi characters. The Health app's longest tags are a few hundred characters and its DOCTYPE about 10,000; past
 * this a file is refused at once, since the parser cannot read on without holding the token whole.
 */
export const APPLE_HEALTH_TOKEN_MAX_CHARS = 1024 * 1024;

export type AppleHealthErrorKind =
  'not-zip' | 'not-apple-health' | 'too-large' | 'zip-bomb' | 'token-too-large' | 'malformed-xml' | 'bad-zone';

const MESSAGES: Readonly<Record<AppleHealthErrorKind, string>> = {
  'not-zip': 'This file is not a zip archive. Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  'not-apple-health': 'This zip is not an Apple Health export: it has no apple_health_export/export.xml.',
  'too-large': `This export's export.xml is larger than ${APPLE_HEALTH_XML_MAX_BYTES / 1024 ** 3} GB unpacked, the most an import reads.`,
  'zip-bomb': `This zip unpacks to more than ${APPLE_HEALTH_MAX_RATIO} times its size, which no Health app export does: it is not read (it looks made to exhaust the import, a "zip bomb").`,
  'token-too-large': `The Apple Health export holds a tag, comment or declaration of more than ${APPLE_HEALTH_TOKEN_MAX_CHARS / 1024 ** 2} million characters, which the Health app never writes: it is not read`,
  'malformed-xml': 'The Apple Health export is damaged: its export.xml could not be read',
  'bad-zone': 'The time zone to import in is not a valid IANA zone',
};

export class AppleHealthImportError extends Error {
  readonly kind: AppleHealthErrorKind;

  constructor(kind: AppleHealthErrorKind, detail?: string) {
    super(detail ? `${MESSAGES[kind]} (${detail.replace(/\.$/, '')}).` : MESSAGES[kind]);
    this.name = 'AppleHealthImportError';
    this.kind = kind;
  }
}
