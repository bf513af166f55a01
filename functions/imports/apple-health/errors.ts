// The one error an Apple Health import raises for a file it cannot read (docs/IMPORT.md): a kind the job can store
// and a message a person can read. Anything else thrown while importing is a fault of ours, not of the file.

/**
 * The most export.xml may hold unpacked: 20 GiB. The 2 GB upload limit alone would let a zip of highly repeated XML
 * unpack to far more; this bounds a preview's time (about 60 MB/s on the job's share of a CPU: ~6 minutes of its 15).
 */
export const APPLE_HEALTH_XML_MAX_BYTES = 20 * 1024 ** 3;

export type AppleHealthErrorKind = 'not-zip' | 'not-apple-health' | 'too-large' | 'malformed-xml' | 'bad-zone';

const MESSAGES: Readonly<Record<AppleHealthErrorKind, string>> = {
  'not-zip': 'This file is not a zip archive. Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  'not-apple-health': 'This zip is not an Apple Health export: it has no apple_health_export/export.xml.',
  'too-large': `This export's export.xml is larger than ${APPLE_HEALTH_XML_MAX_BYTES / 1024 ** 3} GB unpacked, the most an import reads.`,
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
