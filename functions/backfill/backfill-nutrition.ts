// Gives food and drink entries saved before nutrition existed their numbers from the food table (docs/LOGS.md
// "Nutrition", docs/NUTRITION.md): the same rules as a manual entry (domain/nutrition/nutrition-rules.ts), so numbers
// the entry already carries (typed from a label, imported) win and are marked as the person's own. Page by page over
// the table; an entry that has a nutrition source is never touched, and each write is conditional on the entry being
// unchanged since it was read, so a rerun (or a run resumed after a stop) changes nothing already done, and a run
// racing a person's edit leaves their edit alone.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Measures } from '../../shared/measures';
import { db, tableName } from '../data/client';
import { ifCondition } from '../data/conditional';
import { foodNumbers } from '../domain/nutrition/nutrition-rules';
import { backfillPages, type BackfillReport } from './scan-pages';

/** False when the entry changed or was deleted meanwhile, or got its numbers another way. */
function fill(item: Record<string, unknown>): Promise<boolean> {
  const details = String(item.details ?? '');
  const measures = (item.measures ?? {}) as Measures;
  // As a manual entry of these words and numbers: any nutrient it already holds counts as typed.
  const numbers = foodNumbers({ details, measures });
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET measures = :measures, nutrition = :nutrition',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(nutrition) AND version = :version',
        ExpressionAttributeValues: { ':measures': numbers.measures, ':nutrition': numbers.nutrition, ':version': item.version },
      }),
    ),
  );
}

export function backfillNutrition(onPage?: (report: BackfillReport) => void): Promise<BackfillReport> {
  return backfillPages(
    {
      FilterExpression: 'entity = :log AND #collection = :food AND attribute_not_exists(nutrition)',
      ExpressionAttributeNames: { '#collection': 'collection' },
      ExpressionAttributeValues: { ':log': 'log', ':food': 'food-drinks' },
    },
    fill,
    onPage,
  );
}
