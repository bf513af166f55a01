// Adherence reads the intervention from the logs by its words (docs/EXPERIMENTS.md "Adherence"): "400mg" and
// "400 mg", upper and lower case, "tablets" and "tablet" are the same words; a different dose or a different thing
// is not the intervention. The reminders' dose matching reads words the same way (functions/domain/reminders/logged.ts).
import { interventionLogged } from '../../functions/domain/experiment-records/read-days';
import { namesSchedule, singular } from '../../functions/domain/reminders/logged';

const zone = 'Europe/Berlin';
const day = '2026-06-10';
const supplement = (details: string) => ({ collection: 'supplements' as const, utc_time: '2026-06-10T19:00:00.000Z', details });
const loggedAs = (what: string, details: string) => interventionLogged([supplement(details)], [day], zone, what)[0];

describe('the intervention named in the logs', () => {
  it.each([
    ['magnesium 400 mg', 'magnesium 400mg'],
    ['magnesium 400mg', 'Magnesium 400 mg'],
    ['Magnesium 400 MG', 'magnesium glycinate 400mg before bed'],
    ['magnesium tablets', 'Magnesium tablet'],
    ['magnesium tablet', '2 magnesium tablets'],
    ['magnesium', 'MAGNESIUM'],
    ['blueberries', 'a bowl of blueberry'],
    ['vitamin D', 'Vitamin D3 2000 IU'],
  ])('"%s" is logged by "%s"', (what, details) => {
    expect(loggedAs(what, details)).toBe(true);
  });

  it.each([
    ['magnesium 400 mg', 'magnesium 4000 mg'],
    ['magnesium 400 mg', 'magnesium 200 mg'],
    ['magnesium glycinate', 'magnesium citrate'],
    ['magnesium', 'zinc 400mg'],
  ])('"%s" is not logged by "%s" (false on a day with other entries)', (what, details) => {
    expect(loggedAs(what, details)).toBe(false);
  });

  it('is unknown (null) on a day with nothing logged', () => {
    expect(interventionLogged([], [day], zone, 'magnesium 400 mg')).toEqual([null]);
  });

  it('makes singular forms of English plurals, and leaves numbers and short words alone', () => {
    expect(['tablets', 'glasses', 'berries', 'boxes', 'glass', 'gas', '400s', 'mg'].map(singular)).toEqual([
      'tablet',
      'glass',
      'berry',
      'box',
      'glass',
      'gas',
      '400s',
      'mg',
    ]);
    expect(namesSchedule({ collection: 'supplements', at: 0, text: 'MAGNESIUM 400MG' }, 'Magnesium 400 mg')).toBe(true);
  });
});
