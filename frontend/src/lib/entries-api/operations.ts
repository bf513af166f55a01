// Which operation of the API contract each entries call is (docs/PRODUCT.md "Logs"): one per collection and verb.
import type { Collection } from '@shared/entry-types';
import type { OperationName } from '@/lib/call-api';

export type EntryVerb = 'list' | 'create' | 'update' | 'delete';

const ENTRY_OPERATIONS = {
  'user-inputs': { list: 'listUserInputs', create: 'createUserInputs', update: 'updateUserInputs', delete: 'deleteUserInputs' },
  'test-subjects': { list: 'listTestSubjects', create: 'createTestSubjects', update: 'updateTestSubjects', delete: 'deleteTestSubjects' },
  'food-drinks': { list: 'listFoodDrinks', create: 'createFoodDrinks', update: 'updateFoodDrinks', delete: 'deleteFoodDrinks' },
  supplements: { list: 'listSupplements', create: 'createSupplements', update: 'updateSupplements', delete: 'deleteSupplements' },
  sleep: { list: 'listSleep', create: 'createSleep', update: 'updateSleep', delete: 'deleteSleep' },
  'physical-activities': {
    list: 'listPhysicalActivities',
    create: 'createPhysicalActivities',
    update: 'updatePhysicalActivities',
    delete: 'deletePhysicalActivities',
  },
  'mood-stress': { list: 'listMoodStress', create: 'createMoodStress', update: 'updateMoodStress', delete: 'deleteMoodStress' },
  'related-data': { list: 'listRelatedData', create: 'createRelatedData', update: 'updateRelatedData', delete: 'deleteRelatedData' },
} as const satisfies Record<Collection, Record<EntryVerb, OperationName>>;

export type EntryOperation<C extends Collection, V extends EntryVerb> = (typeof ENTRY_OPERATIONS)[C][V];

/** The operation of a collection's call: entryOperation('sleep', 'update') is 'updateSleep'. */
export function entryOperation<C extends Collection, V extends EntryVerb>(collection: C, verb: V): EntryOperation<C, V> {
  return ENTRY_OPERATIONS[collection][verb];
}
