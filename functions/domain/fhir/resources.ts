// What every resource of a FHIR export shares: its id and meta, its entry in the bundle (a urn:uuid fullUrl made from
// the resource's type and id, so the same data gives the same bundle), and the reference to the person.
import { createHash } from 'node:crypto';
import type { BundleEntry, Patient, Reference, Resource } from '@medplum/fhirtypes';

/** A FHIR id: letters, digits, '-' and '.', at most 64 (a ULID, or a ULID with a suffix, fits). */
export const fhirId = (...parts: string[]) =>
  parts
    .join('-')
    .replace(/[^A-Za-z0-9.-]/g, '-')
    .slice(0, 64);

/** A name-based UUID (the layout of RFC 9562's version 5, from SHA-256) of a resource's type and id. */
export function uuidOf(type: string, id: string): string {
  const hex = createHash('sha256').update(`${type}/${id}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const fullUrlOf = (resource: { resourceType: string; id?: string }) => `urn:uuid:${uuidOf(resource.resourceType, resource.id!)}`;

export const PATIENT_ID = 'patient';
/** Every resource is about the bundle's one Patient. */
export const patientReference = (): Reference<Patient> => ({ reference: fullUrlOf({ resourceType: 'Patient', id: PATIENT_ID }) });

export const bundleEntry = (resource: Resource): BundleEntry => ({ fullUrl: fullUrlOf(resource), resource });

/** A stored time as a FHIR instant: when the entry was last changed, else made. */
export const lastUpdated = (entry: { updated_at?: string; created_at: string }) => ({ lastUpdated: entry.updated_at ?? entry.created_at });
