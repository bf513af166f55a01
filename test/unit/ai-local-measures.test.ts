// The local extractor's measures and subjects: numbers read from the words, only of the item's type, in canonical
// metric units and within shared/schemas/measures.ts's ranges; subjects lower case and singular.
import { localAi } from '../../functions/providers/ai/local';
import { readMeasures } from '../../functions/providers/ai/local/read-measures';
import { extractedItemSchema } from '../../shared/schemas/ai';

const ai = localAi();
const zone = 'America/New_York';
const now = new Date('2026-11-21T15:00:00Z'); // Saturday 10:00 in New York

async function only(text: string) {
  const { items } = await ai.extract({ text, zone, now });
  expect(items).toHaveLength(1);
  return extractedItemSchema.parse(items[0]);
}

describe('readMeasures by type', () => {
  it.each([
    ['sleep', 'slept 7 hours', { duration_min: 420 }],
    ['sleep', 'slept 7h30', { duration_min: 450 }],
    ['sleep', 'slept from 11pm to 7am', { bedtime: '23:00', wake_time: '07:00', duration_min: 480 }],
    ['sleep', 'slept from 10:30 to 6', { bedtime: '22:30', wake_time: '06:00', duration_min: 450 }],
    ['sleep', 'woke up 3 times, slept badly', { awakenings: 3, quality: 2 }],
    ['sleep', 'slept well, woke up once', { awakenings: 1, quality: 4 }],
    ['sleep', "didn't sleep well", { quality: 2 }],
    ['sleep', 'sleep quality 4/5', { quality: 4 }],
    ['physical_activities', 'ran 5k in 28 min', { distance_km: 5, duration_min: 28 }],
    ['physical_activities', 'cycled 20 km for an hour', { distance_km: 20, duration_min: 60 }],
    ['physical_activities', 'ran 3 miles', { distance_km: 4.83 }],
    ['physical_activities', 'walked 10,000 steps', { steps: 10_000 }],
    ['physical_activities', '12k steps', { steps: 12_000 }],
    ['physical_activities', 'hard intervals for 45 minutes', { duration_min: 45, intensity: 'vigorous' }],
    ['physical_activities', 'easy walk, 1.5 hours', { duration_min: 90, intensity: 'light' }],
    ['mood_stress', 'stress 7/10', { stress: 7 }],
    ['mood_stress', 'stress 7', { stress: 7 }],
    ['mood_stress', 'mood 3/5', { mood: 6 }],
    ['mood_stress', 'anxious 8/10', { stress: 8 }],
    ['mood_stress', 'energy 4/10', { energy: 4 }],
    ['mood_stress', 'stressed', {}],
    ['test_subjects', 'mild headache', { severity: 1 }],
    ['test_subjects', 'moderate back pain', { severity: 2 }],
    ['test_subjects', 'severe migraine', { severity: 3 }],
    ['test_subjects', 'migraine 3/4', { severity: 3 }],
    ['test_subjects', 'back pain 7/10', { severity: 3 }],
    ['test_subjects', 'headache', {}],
    ['supplements', '400mg magnesium', { dose_amount: 400, dose_unit: 'mg' }],
    ['supplements', 'vitamin D 1,000 IU', { dose_amount: 1000, dose_unit: 'IU' }],
    ['supplements', '2 tablets of ibuprofen', { dose_amount: 2, dose_unit: 'tablet' }],
    ['supplements', 'a scoop of creatine', { dose_amount: 1, dose_unit: 'scoop' }],
    ['supplements', 'melatonin', {}],
    ['supplements', 'took 2 advil', { dose_amount: 2 }],
    ['food_drinks', 'two eggs', { servings: 2 }],
    ['food_drinks', 'a banana', {}],
    ['food_drinks', '500 ml water', { volume_ml: 500 }],
    ['food_drinks', 'a pint of beer', { volume_ml: 568, alcohol_units: 2.3 }],
    ['food_drinks', '16 oz latte', { volume_ml: 473, caffeine: true }],
    ['food_drinks', '2 glasses of wine', { servings: 2, alcohol_units: 4 }],
    ['food_drinks', 'a decaf coffee', { caffeine: false }],
    ['food_drinks', 'green tea', { caffeine: true }],
    ['food_drinks', 'an energy drink', { caffeine: true }],
    ['food_drinks', 'two beers', { servings: 2, alcohol_units: 4 }],
    ['food_drinks', '8 oz steak', {}],
    ['weight', 'weighed 72.4 kg', { value: 72.4, unit: 'kg' }],
    ['weight', 'weight 165 lb', { value: 74.84, unit: 'kg' }],
    ['blood_pressure', 'blood pressure 118/76', { systolic: 118, diastolic: 76 }],
    ['heart_rate', 'resting hr 58', { value: 58, unit: 'bpm' }],
    ['blood_glucose', 'glucose 5.4 mmol/L', { value: 5.4, unit: 'mmol/L' }],
    ['blood_glucose', 'glucose 97 mg/dL', { value: 5.38, unit: 'mmol/L' }],
    ['body_temperature', 'temperature 37.8C', { value: 37.8, unit: '°C' }],
    ['body_temperature', 'temp 100.4F', { value: 38, unit: '°C' }],
    ['body_temperature', 'temperature 38.2 degrees', { value: 38.2, unit: '°C' }],
    ['measurement', 'waist 82 cm', { value: 82, unit: 'cm' }],
  ])('%s "%s"', (category, text, expected) => {
    const measures = readMeasures(category, text);
    expect(measures).toEqual(expected);
    extractedItemSchema.parse({ category, details: text, calculated_time: '2026-11-21', measures });
  });

  it("keeps only the measures of the category's type", () => {
    expect(readMeasures('food_drinks', 'ran 5k in 28 min')).toEqual({});
    expect(readMeasures('mood_stress', 'meditated 10 minutes')).toEqual({});
  });

  it('leaves out numbers outside their range rather than inventing a clipped one', () => {
    expect(readMeasures('physical_activities', 'walked 300,000 steps')).toEqual({});
    expect(readMeasures('sleep', 'slept 30 hours')).toEqual({});
  });
});

describe('items carry measures and subjects', () => {
  it.each([
    ['weighed 72.4 kg', 'weight', { value: 72.4, unit: 'kg' }, ['weight']],
    ['165 lb', 'weight', { value: 74.84, unit: 'kg' }, ['weight']],
    ['118/76', 'blood_pressure', { systolic: 118, diastolic: 76 }, ['blood pressure']],
    ['resting hr 58', 'heart_rate', { value: 58, unit: 'bpm' }, ['heart rate']],
    ['glucose 97 mg/dL', 'blood_glucose', { value: 5.38, unit: 'mmol/L' }, ['blood glucose']],
    ['37.8C', 'body_temperature', { value: 37.8, unit: '°C' }, ['body temperature']],
    ['100.4F', 'body_temperature', { value: 38, unit: '°C' }, ['body temperature']],
    ['400mg magnesium', 'supplements', { dose_amount: 400, dose_unit: 'mg' }, ['magnesium']],
    ['two eggs', 'food_drinks', { servings: 2 }, ['egg']],
    ['coffee', 'food_drinks', { caffeine: true }, ['coffee']],
    ['ran 5k', 'physical_activities', { distance_km: 5 }, ['running']],
    ['played tennis', 'physical_activities', {}, ['tennis']],
    ['oatmeal with blueberries', 'food_drinks', {}, ['oatmeal', 'blueberry']],
    ['took vitamin D3 with fish oil', 'supplements', {}, ['vitamin d', 'fish oil']],
    ['headache', 'test_subjects', {}, ['headache']],
    ['stressed', 'mood_stress', {}, ['stress']],
    ['watched a movie', 'other', {}, []],
  ])('"%s"', async (text, category, measures, subjects) => {
    expect(await only(text)).toMatchObject({ category, measures, subjects });
  });

  it("keeps amounts and durations in the person's words", async () => {
    expect((await only('ran 3 miles in 28 min')).details).toBe('ran 3 miles in 28 min');
  });

  it('gives every item measures and subjects, lower case', async () => {
    const { items } = await ai.extract({ text: 'two eggs and coffee at 8am, ran 5k yesterday evening, stressed, asdf', zone, now });
    for (const item of items) {
      expect(item.measures).toBeDefined();
      expect(item.subjects?.every((s) => s === s.toLowerCase())).toBe(true);
      extractedItemSchema.parse(item);
    }
  });
});
