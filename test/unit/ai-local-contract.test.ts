// The local AI adapter passes the AI port's contract, the same suite the Bedrock adapter runs; and, beyond the
// shared suite, every item it answers carries measures and subjects valid by the extraction schema.
import { localAi } from '../../functions/providers/ai/local';
import { extractedItemSchema, extractionSchema } from '../../shared/schemas/ai';
import { aiProviderContract, CONTRACT_NOW, CONTRACT_ZONE, SAVED_RUN } from './support/ai-contract';

aiProviderContract('local', async () => ({ provider: localAi() }));

describe('local adapter: measures and subjects on every item', () => {
  const provider = localAi();
  const texts = [
    'two eggs and coffee at 8am, ran 5k yesterday evening, stressed',
    'Slept badly, maybe 5 hours. 400mg magnesium, a pint of beer, 16 oz latte',
    'blood pressure 118/76, resting hr 58, glucose 97 mg/dL, temp 100.4F, weighed 165 lb',
    'mild headache since 2pm, stress 7/10, walked 10,000 steps, swam for 1.5 hours, watched a movie',
  ];

  it.each(texts)('"%s"', async (text) => {
    const result = await provider.extract({ text, zone: CONTRACT_ZONE, now: CONTRACT_NOW, recent: [SAVED_RUN] });
    expect(result.items.length).toBeGreaterThan(0);
    expect(extractionSchema.parse(result).items).toHaveLength(result.items.length);
    for (const item of result.items) {
      expect(item.measures).toEqual(extractedItemSchema.parse(item).measures);
      expect(item.subjects).toEqual(expect.any(Array));
      for (const subject of item.subjects!) expect(subject).toBe(subject.trim().toLowerCase());
    }
    expect(result.changes).toEqual([]);
    expect(result.unmatched).toEqual([]);
  });

  it('gives a photo alone empty measures and subjects', async () => {
    const image = { bytes: Buffer.from('ffd8ffe000104a46494600', 'hex'), mediaType: 'image/jpeg' as const };
    const { items } = await provider.extract({ text: '', image, zone: CONTRACT_ZONE, now: CONTRACT_NOW });
    expect(items).toEqual([expect.objectContaining({ category: 'food_drinks', measures: {}, subjects: [] })]);
  });
});
