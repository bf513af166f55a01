// Measures typed in the person's units are stored canonical and checked against shared/measures.ts.
import { draftFromMeasures, measureLabel, measuresFromDraft, subjectsFromText } from '../measure-draft';

describe('measure drafts', () => {
  test('a stored run reads in miles for a US reader and goes back to km', () => {
    const draft = draftFromMeasures({ distance_km: 5, duration_min: 28, intensity: 'moderate' }, 'us');
    expect(draft).toEqual({ distance_km: '3.11', duration_min: '28', intensity: 'moderate' });
    expect(measureLabel('distance_km', 'us')).toBe('Distance (mi)');
    expect(measuresFromDraft('physical-activities', { distance_km: '3.1', duration_min: '28' }, 'us').measures).toEqual({
      distance_km: 4.989,
      duration_min: 28,
    });
  });

  test('metric readers type km and ml, decimals with a comma too', () => {
    expect(measuresFromDraft('food-drinks', { volume_ml: '250', caffeine: 'yes', servings: '1,5' }, 'metric')).toEqual({
      measures: { volume_ml: 250, caffeine: true, servings: 1.5 },
      problems: {},
    });
  });

  test('a value in pounds is stored in kg, and shown in pounds again', () => {
    const { measures } = measuresFromDraft('related-data', { value: '160', unit: 'lb' }, 'us');
    expect(measures).toEqual({ value: 72.57, unit: 'kg' });
    expect(draftFromMeasures(measures, 'us')).toEqual({ value: '160', unit: 'lb' });
    expect(draftFromMeasures(measures, 'metric')).toEqual({ value: '72.57', unit: 'kg' });
  });

  test("bad values are named, out-of-range bounds are in the reader's units, and nothing bad is kept", () => {
    const { measures, problems } = measuresFromDraft('sleep', { quality: '7', awakenings: '1.5', duration_min: 'lots' }, 'metric');
    expect(measures).toEqual({});
    expect(problems).toEqual({
      quality: 'Sleep quality must be between 1 and 5.',
      awakenings: 'Awakenings must be a whole number.',
      duration_min: 'Duration must be a number.',
    });
    expect(measuresFromDraft('physical-activities', { distance_km: '700' }, 'us').problems.distance_km).toBe(
      'Distance must be between 0 and 621.4 mi.',
    );
  });

  test('a change of type keeps only what the new type has; blanks are not given', () => {
    expect(measuresFromDraft('mood-stress', { stress: '7', distance_km: '5', mood: ' ' }, 'metric').measures).toEqual({ stress: 7 });
  });

  test('subjects are a comma list, lower case, without repeats', () => {
    expect(subjectsFromText('Coffee, oat milk,, coffee ')).toEqual(['coffee', 'oat milk']);
  });
});

describe('values left as they were filled', () => {
  test('keep the stored value exactly, through the unit conversion', () => {
    const stored = { distance_km: 5, value: 72.4, unit: 'kg' };
    const draft = draftFromMeasures(stored, 'us');
    expect(measuresFromDraft('physical-activities', draft, 'us', stored).measures).toEqual({ distance_km: 5 });
    expect(measuresFromDraft('related-data', draft, 'us', stored).measures).toEqual({ value: 72.4, unit: 'kg' });
    expect(measuresFromDraft('physical-activities', { ...draft, distance_km: '3.2' }, 'us', stored).measures).toEqual({
      distance_km: 5.15,
    });
  });
});
