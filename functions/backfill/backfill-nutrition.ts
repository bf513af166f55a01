// Gives food and drink entries saved before nutrition existed their numbers from the food table (docs/LOGS.md
// "Nutrition", docs/NUTRITION.md): the same rules as a manual entry (domain/nutrition/nutrition-rules.ts), so numbers
// the entry already carries (typed from a label, imported) win and are marked as the person's own. Page by page over
// the table; an entry that has a nutrition source is never touched, and each write is conditional on the entry being
// unchanged since it was read, so a rerun (or a run resumed after a stop) changes nothing already done, and a run
// racing a person's edit leaves their edit alone.
import type { Measures } from '../../shared/measures';
import type { StoredEntry } from '../data/entries';
import { fillNutrition, foodWithoutNutrition } from '../data/entry-backfills';
import { foodNumbers } from '../domain/nutrition/nutrition-rules';
import { backfillPages, type BackfillReport } from './scan-pages';

/** False when the entry changed or was deleted meanwhile, or got its numbers another way. */
function fill(item: StoredEntry): Promise<boolean> {
  const details = String(item.details ?? '');
  const measures = (item.measures ?? {}) as Measures;
  // As a manual entry of these words and numbers: any nutrient it already holds counts as typed.
  const numbers = foodNumbers({ details, measures });
  return fillNutrition(item, numbers);
}

export function backfillNutrition(onPage?: (report: BackfillReport) => void): Promise<BackfillReport> {
  return backfillPages(foodWithoutNutrition(), fill, onPage);
}
