// The one error an Apple Health import raises for a file it cannot read (docs/IMPORT.md): a kind the job can store
// and a message a person can read. Anything else thrown while importing is a fault of ours, not of the file.

export type AppleHealthErrorKind = 'not-zip' | 'not-apple-health' | 'malformed-xml' | 'bad-zone';

const MESSAGES: Readonly<Record<AppleHealthErrorKind, string>> = {
  'not-zip': 'This file is not a zip archive. Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  'not-apple-health': 'This zip is not an Apple Health export: it has no apple_health_export/export.xml.',
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
