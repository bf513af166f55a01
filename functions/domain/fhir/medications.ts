// Supplements and medications as FHIR MedicationStatements: each dose the person logged (taken at its time), and each
// medication schedule (dose, times, days) with its adherence in words, as FHIR has no element for adherence counts.
import type { Dosage, MedicationStatement } from '@medplum/fhirtypes';
import type { AdherenceCounts, ScheduleAdherence } from '../../../shared/schemas/schedule-adherence';
import { quantity } from './codes';
import type { FhirEntry } from './input';
import { effectiveOf, nameOf } from './observations';
import { fhirId, patientReference } from './resources';

/** A logged dose: taken (status completed) at the entry's time, its amount when the entry has one. */
export function doseStatement(entry: FhirEntry): MedicationStatement {
  const m = entry.measures ?? {};
  const name = nameOf(entry, 'Supplement or medication');
  const dose = m.dose_amount !== undefined ? quantity(m.dose_amount, m.dose_unit) : undefined;
  const dosage: Dosage = dose
    ? { text: `${m.dose_amount}${m.dose_unit ? ` ${m.dose_unit}` : ''}`, doseAndRate: [{ doseQuantity: dose }] }
    : { text: (entry.details ?? name).trim() || name };
  return {
    resourceType: 'MedicationStatement',
    id: entry.id,
    meta: { lastUpdated: entry.updated_at ?? entry.created_at },
    status: 'completed',
    medicationCodeableConcept: { text: name },
    subject: patientReference(),
    effectiveDateTime: effectiveOf(entry),
    dateAsserted: entry.created_at,
    dosage: [dosage],
  };
}

const percent = (rate: number | null) => (rate === null ? 'none scheduled yet' : `${Math.round(rate * 100)} %`);
const countsText = (days: number, c: AdherenceCounts) =>
  `Last ${days} days: ${c.taken} of ${c.scheduled} scheduled doses taken (${percent(c.rate)}), ${c.skipped} skipped.`;

const EVERY_DAY = 7;

/** A schedule: the dose at its times on its days (the times in the schedule's zone), adherence of 7 and 30 days. */
export function scheduleStatement(schedule: ScheduleAdherence, now: string): MedicationStatement {
  const times = [...schedule.times].sort();
  const dose = quantity(schedule.dose_amount, schedule.dose_unit);
  const days = schedule.days.length >= EVERY_DAY ? 'every day' : `on ${schedule.days.join(', ')}`;
  return {
    resourceType: 'MedicationStatement',
    id: fhirId('schedule', schedule.id),
    meta: { lastUpdated: now },
    status: 'active',
    medicationCodeableConcept: { text: schedule.name },
    subject: patientReference(),
    dateAsserted: now,
    dosage: [
      {
        text: `${schedule.dose_amount} ${schedule.dose_unit} at ${times.join(', ')} (${schedule.timezone}), ${days}`,
        timing: { repeat: { timeOfDay: times.map((time) => `${time}:00`), dayOfWeek: [...schedule.days] } },
        doseAndRate: [{ doseQuantity: dose }],
      },
    ],
    note: [{ text: countsText(7, schedule.last_7_days) }, { text: countsText(30, schedule.last_30_days) }],
  };
}
