// The reminders unit tests' medication schedule: Magnesium 400 mg, id "mg", checked and filled in by the API's own
// schema, with the times, zone, start and repeats each test gives.
import { medicationSchema, type MedicationRequest } from '../../shared/schemas/reminders';

export const magnesium = (fields: Omit<MedicationRequest, 'kind' | 'name' | 'dose_amount' | 'dose_unit'>) => ({
  id: 'mg',
  ...medicationSchema.parse({ kind: 'medication', name: 'Magnesium', dose_amount: 400, dose_unit: 'mg', ...fields }),
});
