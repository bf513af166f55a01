// Issue 23 at the providers' boundary: a future time is kept as the words say it (the Bedrock prompt asks for it and
// nothing after the model moves it), and a photo with text is read as text with the photo added
// (functions/ai/photo-and-text.ts): Bedrock through the real SDK against a fake Converse endpoint, one call carrying
// both; the local adapter (no vision) through its text extraction, the photo an item only when no food is named.
import { extractPhotoAndText } from '../../functions/ai/photo-and-text';
import { bedrockAi } from '../../functions/providers/ai/bedrock';
import { localAi } from '../../functions/providers/ai/local';
import { clientFor, startFakeConverse, type FakeConverse } from './support/fake-converse';

const MODEL = 'us.amazon.nova-lite-v1:0';
const now = new Date('2026-11-26T14:55:00Z'); // 15:55 in Berlin
const zone = 'Europe/Berlin';
const image = { bytes: Buffer.from('ffd8ffe000104a46494600', 'hex'), mediaType: 'image/jpeg' as const };
const pasta = { category: 'food_drinks', details: 'pasta with pesto', calculated_time: '2026-11-26T12:30:00+01:00', notes: '' };
const water = { category: 'food_drinks', details: 'a glass of water', calculated_time: '2026-11-26T12:30:00+01:00', notes: '' };

let fake: FakeConverse;
beforeEach(async () => {
  fake = await startFakeConverse();
});
afterEach(() => fake.close());

const bedrock = () => bedrockAi({ modelId: MODEL, client: clientFor(fake) });
const systemOf = (i = 0) => fake.received[i].body.system!.map((b) => b.text).join('\n');
const userTextOf = (i = 0) => fake.received[i].body.messages[0].content.map((b) => (typeof b.text === 'string' ? b.text : '')).join('');

describe('Bedrock: a time in the future', () => {
  it('tells the model to keep the time the words say, even in the future, and keeps the past bias of ambiguous times', async () => {
    await bedrock().extract({ text: 'Pizza for dinner tomorrow at 7pm', zone, now });
    const system = systemOf();
    expect(system).toMatch(/keep the time the words say, even in the future: never move it to now/);
    expect(system).toMatch(/the person is warned in the review/);
    expect(system).toMatch(/clock time without a day .* more than an hour after now is that time yesterday/);
    expect(system).not.toMatch(/never date an item after now/);
  });

  it('answers a future item as the model gave it: nothing after the model moves it to now', async () => {
    const pizza = { category: 'food_drinks', details: 'pizza', calculated_time: '2026-11-27T19:00:00+01:00', notes: '' };
    const run = { category: 'physical_activities', details: 'ran 10 km', calculated_time: '2026-12-02', notes: '' };
    fake.queue({ kind: 'tool', input: { items: [pizza, run] } });
    const { items } = await bedrock().extract({ text: 'Pizza for dinner tomorrow at 7pm. Ran 10k on 2 December.', zone, now });
    expect(items.map((i) => i.calculated_time)).toEqual(['2026-11-27T19:00:00+01:00', '2026-12-02']);
  });
});

describe('Bedrock: a photo with text', () => {
  it('reads images itself, so the photo and the text go in one call, the text fenced beside the image', async () => {
    fake.queue({ kind: 'tool', input: { items: [pasta, water] } });
    const text = 'Lunch at 12:30: pasta with pesto and a glass of water';
    const result = await extractPhotoAndText(bedrock(), { text, image, zone, now });
    expect(fake.received).toHaveLength(1);
    const content = fake.received[0].body.messages[0].content;
    expect(content.some((b) => b.image)).toBe(true);
    expect(userTextOf()).toContain(`<entry_text>\n${text}\n</entry_text>`);
    expect(result.items).toEqual([pasta, water]);
  });

  it('tells the model to read the text as text first and let the image add to it', async () => {
    await bedrock().extract({ text: 'Lunch at 12:30: pasta', zone, now, image });
    const system = systemOf();
    expect(system).toMatch(/If an image is attached, read the text first exactly as you would without it/);
    expect(system).toMatch(/never the whole text as one item/);
    expect(system).toMatch(/The image adds to it/);
  });
});

describe('local (no vision): a photo with text', () => {
  const local = localAi();

  it('extracts the text as process-input does, with no "Meal from photo" item when the text names food', async () => {
    const text = 'pasta with pesto and a glass of water at 12:30';
    const withPhoto = await extractPhotoAndText(local, { text, image, zone, now });
    const textOnly = await local.extract({ text, zone, now });
    expect(withPhoto.items).toEqual(textOnly.items);
    expect(withPhoto.items.length).toBeGreaterThan(0);
    expect(withPhoto.items.every((i) => !/Meal from photo/.test(i.details))).toBe(true);
  });

  it('adds the photo as its own item after the text items when the text names no food, with both usages', async () => {
    const text = 'ran 5 km yesterday at 7am';
    const result = await extractPhotoAndText(local, { text, image, zone, now });
    expect(result.items.map((i) => [i.category, i.details])).toEqual([
      ['physical_activities', 'ran 5 km'],
      ['food_drinks', 'Meal from photo'],
    ]);
    const textOnly = await local.extract({ text, zone, now });
    expect(result.usage.inputTokens).toBeGreaterThan(textOnly.usage.inputTokens);
  });

  it('describes a photo without text as before', async () => {
    const result = await extractPhotoAndText(local, { text: '  ', image, zone, now });
    expect(result.items.map((i) => i.details)).toEqual(['Meal from photo']);
  });
});
