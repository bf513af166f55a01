// Gives entries saved before measures existed their measures and subjects, read from their own words
// (docs/MEASURES.md "Backfill"). Page by page over the table, so memory stays bounded at any size; each write
// only fills what is still missing (if_not_exists), so a rerun, or a run racing a person's edit, changes nothing
// that is already there. A one-off maintenance job: the table is scanned only here and in backfill-nutrition.ts
// (both through scan-pages.ts).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logTypeOf, type EntryCollection } from '../../shared/log-types';
import type { Measures } from '../../shared/measures';
import { db, tableName } from '../data/client';
import { ifCondition } from '../data/conditional';
import { backfillPages, type BackfillReport } from './scan-pages';

/** What a stored log says, as the reader needs it. */
export interface LogWords {
  collection: string;
  /** The item type: the collection's, or related data's item_type. */
  category: string;
  text: string;
}

export type ReadNumbers = (words: LogWords) => { measures: Measures; subjects: string[] };

function wordsOf(item: Record<string, unknown>): LogWords {
  const related = item.collection === 'related-data';
  return {
    collection: String(item.collection),
    category: related ? String(item.item_type ?? '') : String(logTypeOf(item.collection as EntryCollection).itemType),
    text: String((related ? `${item.item_name ?? ''}: ${item.data_details ?? ''}` : item.details) ?? ''),
  };
}

/** False when the entry was deleted meanwhile. */
function fill(item: Record<string, unknown>, numbers: { measures: Measures; subjects: string[] }): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET measures = if_not_exists(measures, :measures), subjects = if_not_exists(subjects, :subjects)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':measures': numbers.measures, ':subjects': numbers.subjects },
      }),
    ),
  );
}

export function backfillNumbers(read: ReadNumbers, onPage?: (report: BackfillReport) => void): Promise<BackfillReport> {
  return backfillPages(
    {
      FilterExpression: 'entity = :log AND #collection <> :inputs AND (attribute_not_exists(measures) OR attribute_not_exists(subjects))',
      ExpressionAttributeNames: { '#collection': 'collection' },
      ExpressionAttributeValues: { ':log': 'log', ':inputs': 'user-inputs' },
    },
    (item) => fill(item, read(wordsOf(item))),
    onPage,
  );
}
