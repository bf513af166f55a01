// The bundle's Patient: only what the person chose to include (their name, their initials, or no name), their birth
// year and sex when they gave them. Never an e-mail, a username or an account id.
import type { Patient } from '@medplum/fhirtypes';
import type { FhirPerson, PatientChoice } from './input';
import { PATIENT_ID } from './resources';

const GENDER_OF = { M: 'male', F: 'female', O: 'other' } as const;

const initial = (name: string) => {
  const first = name.trim()[0];
  return first ? `${first.toUpperCase()}.` : '';
};

function nameOf(person: FhirPerson, choice: PatientChoice): Patient['name'] {
  const first = person.first_name.trim();
  const last = person.last_name.trim();
  if (choice === 'none' || (!first && !last)) return undefined;
  if (choice === 'initials') return [{ text: [initial(first), initial(last)].filter(Boolean).join(' ') }];
  return [{ text: [first, last].filter(Boolean).join(' '), ...(last ? { family: last } : {}), ...(first ? { given: [first] } : {}) }];
}

export function patientResource(person: FhirPerson, choice: PatientChoice, now: string): Patient {
  const name = nameOf(person, choice);
  const gender = person.gender && person.gender !== 'P' ? GENDER_OF[person.gender] : undefined;
  return {
    resourceType: 'Patient',
    id: PATIENT_ID,
    meta: { lastUpdated: now },
    ...(name ? { name } : {}),
    ...(gender ? { gender } : {}),
    ...(person.birth_year ? { birthDate: String(person.birth_year) } : {}),
  };
}
