// A share link's two files (docs/SHARING.md "What a clinician receives"), both `application/fhir+json` so any SHL viewer
// opens them: the FHIR Bundle of the period, and a DocumentReference holding the doctor summary as an HTML page. Each
// is encrypted with the link's key and stored under shares/<userId>/<shareId>/; the key is not kept.
import { randomUUID } from 'node:crypto';
import type { IntakeTargets } from '../../shared/insight-intake';
import type { ShareCreateRequest } from '../../shared/schemas/shares';
import { summaryOf } from '../domain/insights/summary-of';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { encryptFile } from './file-crypto';
import { fhirBundleOf } from './fhir-source';
import { summaryHtml } from './summary-html';
import { summaryOfTypes } from './summary-of-types';

export interface ShareContent {
  userId: string;
  shareId: string;
  request: Pick<ShareCreateRequest, 'days' | 'types' | 'patient' | 'birth_year' | 'sex' | 'label'>;
  zone: string;
  targets: IntakeTargets | null;
  /** The patient as shown on the summary: a name, initials, or nothing. */
  patientText: string | null;
  createdAt: string;
}

/** The summary page as a FHIR DocumentReference (LOINC 60591-5, "Patient summary Document"), the page base64 inside. */
export function summaryDocument(html: string, label: string, createdAt: string) {
  return {
    resourceType: 'DocumentReference',
    id: randomUUID(),
    meta: { lastUpdated: createdAt },
    status: 'current',
    type: { coding: [{ system: 'http://loinc.org', code: '60591-5', display: 'Patient summary Document' }], text: 'Health summary' },
    date: createdAt,
    description: label,
    content: [
      {
        attachment: {
          contentType: 'text/html',
          language: 'en',
          data: Buffer.from(html, 'utf8').toString('base64'),
          title: `Health summary: ${label}`,
          creation: createdAt,
        },
      },
    ],
  };
}

/** The two files' JSON texts, in the manifest's order. */
export async function shareFileTexts(content: ShareContent, now: number): Promise<string[]> {
  const { request } = content;
  const [bundle, summary] = await Promise.all([
    fhirBundleOf(
      content.userId,
      { days: request.days, types: request.types, patient: request.patient, birthYear: request.birth_year, sex: request.sex },
      now,
    ),
    summaryOf(content.userId, request.days, content.zone, content.targets, now),
  ]);
  const cut = summaryOfTypes(summary, request.types);
  const html = summaryHtml(
    { summary: cut, label: request.label, patient: content.patientText, createdAt: content.createdAt },
    { symptoms: request.types.includes('test-subjects'), medications: request.types.includes('supplements') },
  );
  return [JSON.stringify(bundle), JSON.stringify(summaryDocument(html, request.label, content.createdAt))];
}

/** Encrypts and stores each file; answers their object keys. */
export async function storeShareFiles(storage: ObjectStorage, content: ShareContent, key: string, now: number): Promise<string[]> {
  const texts = await shareFileTexts(content, now);
  return Promise.all(
    texts.map(async (text, i) => {
      const objectKey = objectKeys.shareFile(content.userId, content.shareId, i);
      await storage.putObject(objectKey, Buffer.from(await encryptFile(text, key), 'utf8'), 'application/jose');
      return objectKey;
    }),
  );
}
