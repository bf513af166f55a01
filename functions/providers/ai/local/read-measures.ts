// The numbers in an item's words, as measures of its type (docs/MEASURES.md), in canonical metric units.
// Only measures the category's collection has are kept, so a wrong guess can never make an item invalid.
import { collectionOfCategory } from '../../../../shared/entry-types';
import { MEASURES, measuresFor, type MeasureDef, type Measures } from '../../../../shared/measures';
import { readActivity } from './read-activity';
import { readFood, readSupplement } from './read-intake';
import { readRelated } from './read-related';
import { readMood, readSeverity } from './read-scores';
import { readSleep } from './read-sleep';

export function readMeasures(category: string, text: string): Measures {
  const collection = collectionOfCategory(category);
  const read = (): Measures => {
    switch (collection) {
      case 'sleep':
        return readSleep(text);
      case 'physical-activities':
        return readActivity(text);
      case 'food-drinks':
        return readFood(text);
      case 'supplements':
        return readSupplement(text);
      case 'mood-stress':
        return readMood(text);
      case 'test-subjects':
        return readSeverity(text);
      case 'related-data':
        return readRelated(category, text);
    }
  };
  return inRange(measuresFor(collection, read()));
}

/** Numbers outside their measure's range (a 2,000-minute "duration", 300,000 steps) are left out, not clipped. */
function inRange(measures: Measures): Measures {
  return Object.fromEntries(
    Object.entries(measures).filter(([name, value]) => {
      const def: MeasureDef = MEASURES[name as keyof typeof MEASURES];
      if (typeof value !== 'number') return true;
      if (!Number.isFinite(value) || (def.kind === 'integer' && !Number.isInteger(value))) return false;
      return (def.min === undefined || value >= def.min) && (def.max === undefined || value <= def.max);
    }),
  ) as Measures;
}
