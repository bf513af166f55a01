// The table access of the backfills (functions/backfill, docs/MEASURES.md "Backfill", docs/NUTRITION.md): the only
// Scans of the table, over the entity `log`, page by page so memory stays bounded at any size; and the conditional
// writes that fill what an entry is still missing, so a rerun, or a run racing a person's edit, changes nothing that
// is already there.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Measures } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { entryEntity, type StoredEntry } from './entries';
import { keys } from './keys';
import { scanPages } from './pages';

/** One page of a scan: how many items it read, and those it kept. */
export interface ScannedPage<Item> {
  scanned: number;
  items: Item[];
}

const PAGE_SIZE = 200;

async function* entryPages(
  filter: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
): AsyncGenerator<ScannedPage<StoredEntry>> {
  const pages = scanPages({
    Limit: PAGE_SIZE,
    FilterExpression: `entity = :entity AND ${filter}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':entity': entryEntity.name, ...values },
  });
  for await (const page of pages) yield { scanned: page.ScannedCount ?? 0, items: (page.Items ?? []).map(entryEntity.fromItem) };
}

/** Entries (not user inputs) without measures or subjects. */
export const entriesWithoutNumbers = () =>
  entryPages(
    '#collection <> :inputs AND (attribute_not_exists(measures) OR attribute_not_exists(subjects))',
    { '#collection': 'collection' },
    { ':inputs': 'user-inputs' },
  );

/** Food and drink entries without a nutrition source. */
export const foodWithoutNutrition = () =>
  entryPages('#collection = :food AND attribute_not_exists(nutrition)', { '#collection': 'collection' }, { ':food': 'food-drinks' });

const keyOf = (entry: StoredEntry) => keys.entryItem(entry.userId, entry.collection, entry.id);

/** Sets measures and subjects where the entry has none; false when it was deleted meanwhile. */
export function fillNumbers(entry: StoredEntry, numbers: { measures: Measures; subjects: string[] }): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(entry),
        UpdateExpression: 'SET measures = if_not_exists(measures, :measures), subjects = if_not_exists(subjects, :subjects)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':measures': numbers.measures, ':subjects': numbers.subjects },
      }),
    ),
  );
}

/** Sets a food's measures and nutrition source; false when it changed or was deleted meanwhile, or got its numbers another way. */
export function fillNutrition(entry: StoredEntry, numbers: { measures: Measures; nutrition: NutritionSource | null }): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(entry),
        UpdateExpression: 'SET measures = :measures, nutrition = :nutrition',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(nutrition) AND version = :version',
        ExpressionAttributeValues: { ':measures': numbers.measures, ':nutrition': numbers.nutrition, ':version': entry.version },
      }),
    ),
  );
}
