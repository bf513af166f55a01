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
  | 'not-zip'
  | 'damaged-zip'
  | 'export-xml'
  | 'gpx'
  | 'not-apple-health'
  | 'other-xml'
  | 'too-large'
  | 'zip-bomb'
  | 'token-too-large'
  | 'malformed-xml'
  | 'bad-zone';

/** Where the export.zip comes from: every refusal ends with what to do, and most with this. */
const EXPORT_AGAIN = 'Export again from the Health app (your picture or initials → Export All Health Data) and upload the new export.zip.';

/** What happened, a detail in brackets (a line and column, a name: never a library's text alone), and what to do. */
const MESSAGES: Readonly<Record<AppleHealthErrorKind, [what: string, next: string]>> = {
  'not-zip': ['This file is not a zip archive.', 'Choose the export.zip that the Health app made (Profile → Export All Health Data).'],
  'damaged-zip': ['This zip is damaged or cut short (an upload or a copy that stopped early?).', EXPORT_AGAIN],
  'export-xml': [
    'This is the export.xml itself, not the export.zip.',
    'Upload the export.zip the Health app made (Profile → Export All Health Data), or zip the apple_health_export folder and upload that.',
  ],
  gpx: [
    'This is a GPX route (a workout route or another app’s track), not an Apple Health export: routes are not imported.',
    'Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  ],
  'not-apple-health': [
    'This zip is not an Apple Health export: it has no apple_health_export/export.xml.',
    'Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  ],
  'other-xml': [
    'This zip’s export.xml is not an Apple Health export',
    'Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  ],
  'too-large': [
    `This export's export.xml is larger than ${APPLE_HEALTH_XML_MAX_BYTES / 1024 ** 3} GB unpacked, the most an import reads.`,
    'It cannot be imported whole: an app such as Health Auto Export can export a part of your data as CSV, which imports.',
  ],
  'zip-bomb': [
    `This zip unpacks to more than ${APPLE_HEALTH_MAX_RATIO} times its size, which no Health app export does: it is not read (it looks made to exhaust the import, a "zip bomb").`,
    'If it is your export, export again from the Health app and upload the new export.zip.',
  ],
  'token-too-large': [
    `The Apple Health export holds a tag, comment or declaration of more than ${APPLE_HEALTH_TOKEN_MAX_CHARS / 1024 ** 2} million characters, which the Health app never writes: it is not read`,
    EXPORT_AGAIN,
  ],
  'malformed-xml': ['The Apple Health export is damaged: its export.xml could not be read', EXPORT_AGAIN],
  'bad-zone': ['The time zone to import in is not a valid IANA zone', 'Choose your time zone in Settings and import again.'],
};

export class AppleHealthImportError extends Error {
  readonly kind: AppleHealthErrorKind;

  constructor(kind: AppleHealthErrorKind, detail?: string) {
    const [what, next] = MESSAGES[kind];
    super(detail ? `${what.replace(/\.$/, '')} (${detail.replace(/\.$/, '')}). ${next}` : `${what.replace(/([^.])$/, '$1.')} ${next}`);
    this.name = 'AppleHealthImportError';
    this.kind = kind;
  }
}
