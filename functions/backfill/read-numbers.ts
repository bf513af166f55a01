// The backfill's reader: an entry's measures and subjects from its own words, with the local provider's readers
// (the same rules a new sentence gets, docs/AI-LOCAL.md). What the schema would refuse is left out, never stored.
import { collectionOfCategory, isEntryCollection } from '../../shared/entry-types';
import { foreignMeasures, type Measures } from '../../shared/measures';
import { measuresSchema, subjectsSchema } from '../../shared/schemas/measures';
import { findSubjects } from '../providers/ai/local/find-subjects';
import { readMeasures } from '../providers/ai/local/read-measures';
import type { EntryWords } from './backfill-numbers';

export function readNumbers({ collection, category, text }: EntryWords): { measures: Measures; subjects: string[] } {
  const measures = readMeasures(category, text);
  const own = isEntryCollection(collection) ? collection : collectionOfCategory(category);
  const valid = measuresSchema.safeParse(measures);
  const subjects = subjectsSchema.safeParse(findSubjects(category, text));
  return {
    measures: valid.success && foreignMeasures(own, valid.data).length === 0 ? valid.data : {},
    subjects: subjects.success ? subjects.data : [],
  };
}
