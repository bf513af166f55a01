// Which operation of the API contract each entries call is (docs/PRODUCT.md "Logs"): one per collection and verb.
import type { Collection } from '@shared/entry-types';
import * as entriesOps from '@/lib/operations/entries.generated';
import type { Operation } from '@/lib/call-api';

export type EntryVerb = 'list' | 'create' | 'update' | 'delete';

const ENTRY_OPERATIONS = {
  'user-inputs': {
    list: entriesOps.listUserInputs,
    create: entriesOps.createUserInputs,
    update: entriesOps.updateUserInputs,
    delete: entriesOps.deleteUserInputs,
  },
  'test-subjects': {
    list: entriesOps.listTestSubjects,
    create: entriesOps.createTestSubjects,
    update: entriesOps.updateTestSubjects,
    delete: entriesOps.deleteTestSubjects,
  },
  'food-drinks': {
    list: entriesOps.listFoodDrinks,
    create: entriesOps.createFoodDrinks,
    update: entriesOps.updateFoodDrinks,
    delete: entriesOps.deleteFoodDrinks,
  },
  supplements: {
    list: entriesOps.listSupplements,
    create: entriesOps.createSupplements,
    update: entriesOps.updateSupplements,
    delete: entriesOps.deleteSupplements,
  },
  sleep: { list: entriesOps.listSleep, create: entriesOps.createSleep, update: entriesOps.updateSleep, delete: entriesOps.deleteSleep },
  'physical-activities': {
    list: entriesOps.listPhysicalActivities,
    create: entriesOps.createPhysicalActivities,
    update: entriesOps.updatePhysicalActivities,
    delete: entriesOps.deletePhysicalActivities,
  },
  'mood-stress': {
    list: entriesOps.listMoodStress,
    create: entriesOps.createMoodStress,
    update: entriesOps.updateMoodStress,
    delete: entriesOps.deleteMoodStress,
  },
  'related-data': {
    list: entriesOps.listRelatedData,
    create: entriesOps.createRelatedData,
    update: entriesOps.updateRelatedData,
    delete: entriesOps.deleteRelatedData,
  },
} as const satisfies Record<Collection, Record<EntryVerb, Operation>>;

/** The operation's name: EntryOperation<'sleep', 'update'> is 'updateSleep'. */
export type EntryOperation<C extends Collection, V extends EntryVerb> = NonNullable<(typeof ENTRY_OPERATIONS)[C][V]['operation']>;

/** The operation of a collection's call: entryOperation('sleep', 'update') is entriesOps.updateSleep. */
export function entryOperation<C extends Collection, V extends EntryVerb>(collection: C, verb: V): (typeof ENTRY_OPERATIONS)[C][V] {
  return ENTRY_OPERATIONS[collection][verb];
}
