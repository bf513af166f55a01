// The one rule for the future (shared/future-time.ts): an hour of slack, and the review's flag saying the day in the
// person's zone ("later today", "tomorrow", "on 2 December"), on both sides of UTC and near midnight.
import { FUTURE_SLACK_MS, FUTURE_TIME_MESSAGE, futureItemMessage, isFutureInstant } from '../../shared/future-time';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('isFutureInstant', () => {
  const now = Date.UTC(2026, 10, 26, 15, 55);

  it('allows an hour of slack and no more', () => {
    expect(FUTURE_SLACK_MS).toBe(HOUR);
    expect(isFutureInstant(now, now)).toBe(false);
    expect(isFutureInstant(now + 30 * MINUTE, now)).toBe(false);
    expect(isFutureInstant(now + HOUR, now)).toBe(false);
    expect(isFutureInstant(now + HOUR + 1, now)).toBe(true);
    expect(isFutureInstant(now + 24 * HOUR, now)).toBe(true);
  });

  it('never calls the past the future', () => {
    expect(isFutureInstant(now - 1, now)).toBe(false);
    expect(isFutureInstant(now - 400 * 24 * HOUR, now)).toBe(false);
  });

  it('has one message for the editor and the API', () => {
    expect(FUTURE_TIME_MESSAGE).toBe('This time is in the future. Check it.');
  });
});

describe('futureItemMessage', () => {
  it('says later today, tomorrow or the date', () => {
    const now = Date.UTC(2026, 10, 26, 15, 55); // 15:55 in London
    expect(futureItemMessage(Date.UTC(2026, 10, 26, 19, 0), now, 'Europe/London')).toBe(
      'This is later today: keep it for later, or change the time.',
    );
    expect(futureItemMessage(Date.UTC(2026, 10, 27, 19, 0), now, 'Europe/London')).toBe(
      'This is tomorrow: keep it for later, or change the time.',
    );
    expect(futureItemMessage(Date.UTC(2026, 11, 2, 12, 0), now, 'Europe/London')).toBe(
      'This is on 2 December: keep it for later, or change the time.',
    );
  });

  it('names the year of a date in another year', () => {
    const now = Date.UTC(2026, 11, 30, 12, 0);
    expect(futureItemMessage(Date.UTC(2027, 0, 2, 12, 0), now, 'UTC')).toBe(
      'This is on 2 January 2027: keep it for later, or change the time.',
    );
  });

  it('counts days in a zone west of UTC near midnight', () => {
    // 23:30 on 26 November in New York is 04:30 UTC on the 27th.
    const now = Date.UTC(2026, 10, 27, 4, 30);
    // 07:00 on the 27th in New York: tomorrow there, although UTC calls both the 27th.
    expect(futureItemMessage(Date.UTC(2026, 10, 27, 12, 0), now, 'America/New_York')).toBe(
      'This is tomorrow: keep it for later, or change the time.',
    );
    // 23:59 on the 26th in New York: later today.
    expect(futureItemMessage(Date.UTC(2026, 10, 27, 4, 59), now, 'America/New_York')).toBe(
      'This is later today: keep it for later, or change the time.',
    );
  });

  it('counts days in a zone east of UTC near midnight', () => {
    // 00:30 on 27 November in Tokyo is 15:30 UTC on the 26th.
    const now = Date.UTC(2026, 10, 26, 15, 30);
    // 19:00 on the 27th in Tokyo (10:00 UTC on the 27th): later today there.
    expect(futureItemMessage(Date.UTC(2026, 10, 27, 10, 0), now, 'Asia/Tokyo')).toBe(
      'This is later today: keep it for later, or change the time.',
    );
    // 08:00 on the 28th in Tokyo (23:00 UTC on the 27th): tomorrow.
    expect(futureItemMessage(Date.UTC(2026, 10, 27, 23, 0), now, 'Asia/Tokyo')).toBe(
      'This is tomorrow: keep it for later, or change the time.',
    );
    // 2 December in Tokyo although UTC still says 1 December.
    expect(futureItemMessage(Date.UTC(2026, 11, 1, 16, 0), now, 'Asia/Tokyo')).toBe(
      'This is on 2 December: keep it for later, or change the time.',
    );
  });

  it('counts a day across a clock change as one day', () => {
    // 23:30 on 24 October 2026 in Berlin (CEST); the clocks go back on the 25th.
    const now = Date.UTC(2026, 9, 24, 21, 30);
    // 23:30 on the 25th (CET, 22:30 UTC): tomorrow, not 'on 25 October'.
    expect(futureItemMessage(Date.UTC(2026, 9, 25, 22, 30), now, 'Europe/Berlin')).toBe(
      'This is tomorrow: keep it for later, or change the time.',
    );
    expect(futureItemMessage(Date.UTC(2026, 9, 25, 23, 30), now, 'Europe/Berlin')).toBe(
      'This is on 26 October: keep it for later, or change the time.',
    );
  });
});
