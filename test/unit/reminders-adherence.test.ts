// Adherence and refill arithmetic with a fixed clock (docs/REMINDERS.md "Adherence and refill"): doses taken out of
// doses scheduled before now over the last 7 and 30 local days, skipped apart; days until the stock runs out.
import { adherence, refill, type Schedule } from '../../functions/domain/reminders/adherence';
import type { Answer, LoggedEntry } from '../../functions/domain/reminders/logged';
import type { MedicationRequest } from '../../shared/schemas/reminders';
import { magnesium } from '../support/magnesium';

const utc = (iso: string) => Date.parse(iso);
const schedule = (more: Partial<MedicationRequest> = {}): Schedule =>
  magnesium({ times: ['08:00', '20:00'], timezone: 'America/Los_Angeles', start_date: '2026-11-01', ...more });
// Friday 2026-11-27, 12:00 in Los Angeles (UTC-8): today's 08:00 dose is due, its 20:00 one not yet.
const now = utc('2026-11-27T20:00:00Z');
const taken = (date: string, time = '08:00'): Answer => ({ occurrenceKey: `mg@${date}T${time}`, kind: 'taken', at: now });

describe('adherence', () => {
  it('counts doses scheduled before now over the last 7 local days, taken by an answer or an entry, skipped apart', () => {
    const answers: Answer[] = [
      taken('2026-11-27'),
      taken('2026-11-26', '20:00'),
      { occurrenceKey: 'mg@2026-11-25T08:00', kind: 'skipped', at: now },
      // Outside the 7 days (21st to 27th): not counted.
      taken('2026-11-20'),
    ];
    // 08:05 on the 24th in Los Angeles: stands for that morning's dose.
    const entries: LoggedEntry[] = [{ collection: 'supplements', at: utc('2026-11-24T16:05:00Z'), text: 'magnesium' }];
    // 6 whole days × 2 doses + today's 08:00 = 13.
    expect(adherence(schedule(), now, 7, entries, answers)).toEqual({ days: 7, scheduled: 13, taken: 3, skipped: 1, rate: 3 / 13 });
  });

  it('counts only from the start date over 30 days, and a later skip overrides a logged entry', () => {
    const entries: LoggedEntry[] = [{ collection: 'supplements', at: utc('2026-11-25T16:00:00Z'), text: 'Magnesium 400 mg' }];
    const answers: Answer[] = [{ occurrenceKey: 'mg@2026-11-25T08:00', kind: 'skipped', at: now }];
    // From 1 November: 26 whole days × 2 + 1 = 53 doses.
    expect(adherence(schedule(), now, 30, entries, answers)).toMatchObject({ scheduled: 53, taken: 0, skipped: 1, rate: 0 });
  });

  it('answers a null rate when nothing was scheduled', () => {
    expect(adherence(schedule({ start_date: '2026-12-01' }), now, 7, [], [])).toEqual({
      days: 7,
      scheduled: 0,
      taken: 0,
      skipped: 0,
      rate: null,
    });
  });
});

describe('refill', () => {
  it('gives the days the stock lasts at the schedule rate, and warns within refill_warning_days', () => {
    // 2 capsules twice a day = 4 a day: 30 last 7 days (7.5 rounded down).
    const low = refill(schedule({ stock_count: 30, doses_per_intake: 2, refill_warning_days: 7 }), now);
    expect(low).toEqual({ perDay: 4, daysLeft: 7, runsOutOn: '2026-12-04', warn: true });
    expect(refill(schedule({ stock_count: 32, doses_per_intake: 2, refill_warning_days: 7 }), now)).toMatchObject({
      daysLeft: 8,
      warn: false,
    });
  });

  it('uses the days of the week in the rate', () => {
    // Once a day on 2 days a week: 2/7 a day; 4 tablets last 14 days.
    const twiceWeekly = schedule({ times: ['08:00'], days: ['mon', 'thu'], stock_count: 4, refill_warning_days: 14 });
    expect(refill(twiceWeekly, now)).toMatchObject({ daysLeft: 14, runsOutOn: '2026-12-11', warn: true });
  });

  it('does not warn when the schedule ends before the stock runs out, nor without a stock count', () => {
    expect(refill(schedule({ stock_count: 6, end_date: '2026-11-28' }), now)).toMatchObject({ daysLeft: 3, warn: false });
    expect(refill(schedule(), now)).toBeUndefined();
  });
});
