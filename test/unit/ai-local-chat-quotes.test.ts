// How the chat quotes an entry (issue 23): a long text is cut at a word with an ellipsis, never mid-word ("…a glass
// of wate"), and related data says its words once ("Weight 72.4 kg", not "Weight (weight): Weight 72.4 kg").
import { textOf } from '../../functions/ai/context-entries';
import { localAi } from '../../functions/providers/ai/local';
import { clip } from '../../functions/providers/ai/local/chat-entries';

describe('clip', () => {
  it('keeps a text that fits, on one line', () => {
    expect(clip('  a glass of\n water  ', 60)).toBe('a glass of water');
    expect(clip('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts a longer one at the last word before the limit, with an ellipsis, within the limit', () => {
    const text = 'Lunch: pasta with pesto and a glass of water';
    const cut = clip(text, 40);
    expect(cut).toBe('Lunch: pasta with pesto and a glass of…');
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(clip(text, 42)).toBe('Lunch: pasta with pesto and a glass of…');
    expect(clip(text, 43)).toBe('Lunch: pasta with pesto and a glass of…');
    expect(clip(text, 44)).toBe(text);
  });

  it('drops the comma or dash a cut ends on', () => {
    expect(clip('porridge, blueberries, coffee and toast', 24)).toBe('porridge, blueberries…');
    expect(clip('ran 5 km - felt great afterwards', 12)).toBe('ran 5 km…');
  });

  it('cuts inside a word only when one word is longer than half the room', () => {
    expect(clip('Supercalifragilisticexpialidocious pudding', 12)).toBe('Supercalifr…');
  });
});

describe('an entry quoted in an answer', () => {
  it('is cut at a word in the short lists of an answer', async () => {
    const entries = [
      {
        collection: 'food-drinks',
        id: 'f1',
        calculated_timestamp: '2026-11-21T12:30:00-05:00',
        text: 'Meal from photo: Lunch: pasta with pesto and a glass of water, then a coffee',
        notes: '',
      },
    ];
    const now = new Date('2026-11-21T20:00:00Z');
    const { text } = await localAi().chat({
      query: 'what did I eat today?',
      history: [],
      zone: 'America/New_York',
      now,
      entries,
      analyze: false,
    });
    expect(text).toContain('"Meal from photo: Lunch: pasta with pesto and a glass of…"');
    expect(text).not.toMatch(/\bwate"/);
  });
});

describe('related data as the chat reads it', () => {
  it('says its words once, with the name only when they do not name it', () => {
    expect(textOf({ collection: 'related-data', item_name: 'Weight', item_type: 'weight', data_details: 'Weight 72.4 kg' })).toBe(
      'Weight 72.4 kg',
    );
    expect(
      textOf({ collection: 'related-data', item_name: 'Blood pressure', item_type: 'blood_pressure', data_details: '120/80 mmHg' }),
    ).toBe('Blood pressure 120/80 mmHg');
    expect(textOf({ collection: 'related-data', item_name: 'Glucose', item_type: 'glucose', data_details: '' })).toBe('Glucose');
    expect(textOf({ collection: 'sleep', details: 'slept 7 hours' })).toBe('slept 7 hours');
  });
});
