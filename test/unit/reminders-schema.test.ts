// The reminders' schema (docs/REMINDERS.md "Fields"): what it fills in, and the refusals a route turns into a 400
// field map (docs/PRODUCT.md "Error shapes") naming the field plainly: bad times, bad zones, an end before the start.
import { InvalidFields } from '../../functions/platform/errors';
import { parseBody } from '../../functions/platform/validate';
import { reminderSchema } from '../../shared/schemas/reminders';

const medication = {
  kind: 'medication',
  name: 'Magnesium',
  dose_amount: 400,
  dose_unit: 'mg',
  times: ['08:00'],
  timezone: 'Europe/Berlin',
  start_date: '2026-06-01',
};
const prompt = { kind: 'log-prompt', label: 'Evening check-in', times: ['21:30'], timezone: 'America/Los_Angeles' };

/** The field map a route would answer with a 400. */
function refusal(body: object): Record<string, string[]> {
  try {
    parseBody(reminderSchema, body);
  } catch (error) {
    if (error instanceof InvalidFields) return error.fields;
    throw error;
  }
  throw new Error('accepted');
}

describe('reminder schema', () => {
  it('accepts a medication schedule and a log prompt, filling in days, snooze, repeats and refill warning', () => {
    expect(reminderSchema.parse(medication)).toMatchObject({
      days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      snooze_minutes: 15,
      repeat_count: 2,
      repeat_gap_minutes: 15,
      doses_per_intake: 1,
      refill_warning_days: 7,
    });
    expect(reminderSchema.parse({ ...prompt, days: ['mon', 'fri'], window_start: '18:00' })).toMatchObject({ days: ['mon', 'fri'] });
  });

  it.each([['9:30'], ['24:00'], ['21:60'], ['9pm'], [2130]])('refuses the time %p, naming Times', (time) => {
    expect(refusal({ ...prompt, times: [time] })).toEqual({ times: ['Times: use 24-hour HH:MM, such as 21:30.'] });
  });

  it('refuses no times, a repeated time and a bad day', () => {
    expect(refusal({ ...prompt, times: [] })).toEqual({ times: ['Times: give at least one, such as 21:30.'] });
    expect(refusal({ ...prompt, times: ['08:00', '08:00'] })).toEqual({ times: ['Times: give each time once.'] });
    expect(refusal({ ...prompt, days: ['monday'] })).toEqual({ days: ['Days: use sun, mon, tue, wed, thu, fri, sat.'] });
  });

  it.each([['Mars/Olympus'], ['Europe/Berlinn'], [''], ['../etc']])('refuses the zone %p, naming Time zone', (timezone) => {
    expect(refusal({ ...medication, timezone })).toEqual({ timezone: ['Time zone: use an IANA name such as Europe/Paris.'] });
  });

  it('refuses a missing zone', () => {
    const { timezone: _left, ...noZone } = medication;
    expect(refusal(noZone)).toEqual({ timezone: ['Time zone: this field is required.'] });
  });

  it('refuses an end date before the start date, and a date that does not exist', () => {
    expect(refusal({ ...medication, end_date: '2026-05-31' })).toEqual({ end_date: ['End date: must be on or after the start date.'] });
    expect(reminderSchema.safeParse({ ...medication, end_date: '2026-06-01' }).success).toBe(true);
    expect(refusal({ ...medication, start_date: '2026-02-30' })).toEqual({
      start_date: ['Start date: enter a real date as YYYY-MM-DD, such as 2026-03-01.'],
    });
  });

  it('refuses a window that does not start before the prompt, and bad snooze and repeat numbers', () => {
    expect(refusal({ ...prompt, window_start: '22:00' })).toEqual({
      window_start: ['Window start: must be earlier than every time of the prompt.'],
    });
    expect(refusal({ ...prompt, snooze_minutes: 0 })).toEqual({ snooze_minutes: ['Snooze: use 1 to 240 minutes.'] });
    expect(refusal({ ...prompt, repeat_count: 11 })).toEqual({ repeat_count: ['Repeats: use 0 to 10.'] });
    expect(refusal({ ...prompt, repeat_gap_minutes: 2.5 })).toEqual({ repeat_gap_minutes: ['Repeat gap: enter a whole number.'] });
  });

  it('refuses a dose unit outside the list, a zero dose, negative stock and an unknown kind', () => {
    expect(refusal({ ...medication, dose_unit: 'spoon' })).toEqual({
      dose_unit: ['Dose unit: use mg, mcg, g, IU, ml, drop, tablet, capsule, puff, scoop, unit.'],
    });
    expect(refusal({ ...medication, dose_amount: 0 })).toEqual({ dose_amount: ['Dose: must be more than 0.'] });
    expect(refusal({ ...medication, stock_count: -1 })).toEqual({ stock_count: ['Stock: may not be negative.'] });
    expect(Object.values(refusal({ ...medication, kind: 'alarm' }))).toEqual([['Kind: use log-prompt or medication.']]);
  });
});
