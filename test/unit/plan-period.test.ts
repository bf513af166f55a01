// Plan periods (docs/PRODUCT.md "Plans and credits"): the trial's 30 days from sign-up, paid plans' months from their start.
import { formatRemaining } from '../../functions/ai/trial-status';
import { currentPeriod } from '../../functions/domain/plan-period';
import { planOfGroups, PLANS } from '../../shared/plans';

const at = (iso: string) => new Date(iso);

describe('currentPeriod', () => {
  it('gives a trial user the 30 days from sign-up and the trial limits', () => {
    const period = currentPeriod({ groups: [], date_joined: '2026-11-01T10:00:00.000Z' }, at('2026-11-21T00:00:00Z'));
    expect(period).toMatchObject({ id: 'trial', start: at('2026-11-01T10:00:00Z'), end: at('2026-12-01T10:00:00Z') });
    expect(period.plan).toMatchObject({ credits: 100, images: 5 });
  });

  it('gives a paid user the current month counted from when the plan started', () => {
    const user = { groups: ['pro'], date_joined: '2026-01-01T00:00:00.000Z', plan_started_at: '2026-09-15T12:00:00.000Z' };
    const period = currentPeriod(user, at('2026-11-10T00:00:00Z'));
    expect(period).toMatchObject({ id: 'pro-2026-10-15', start: at('2026-10-15T12:00:00Z'), end: at('2026-11-15T12:00:00Z') });
    expect(period.plan).toMatchObject({ credits: 5000, images: 100 });
    expect(currentPeriod(user, at('2026-11-15T12:00:00Z')).id).toBe('pro-2026-11-15');
  });

  it('clamps a month start to the last day of shorter months', () => {
    const user = { groups: ['regular'], date_joined: '2026-01-31T08:00:00.000Z' };
    expect(currentPeriod(user, at('2026-03-05T00:00:00Z'))).toMatchObject({
      start: at('2026-02-28T08:00:00Z'),
      end: at('2026-03-28T08:00:00Z'),
    });
  });
});

describe('plans', () => {
  it('derives the plan from groups: pro, regular (Basic), otherwise the Free Trial', () => {
    expect(planOfGroups(['pro', 'regular'])).toBe(PLANS.pro);
    expect(planOfGroups(['regular'])).toBe(PLANS.basic);
    expect(planOfGroups([])).toBe(PLANS.trial);
    expect([PLANS.trial.name, PLANS.basic.name, PLANS.pro.name]).toEqual(['Free Trial', 'Basic Plan', 'Pro Plan']);
  });
});

describe('formatRemaining', () => {
  it('speaks in days and hours, then hours and minutes, then Expired', () => {
    expect(formatRemaining((12 * 24 + 4) * 3_600_000 + 59_000)).toBe('12 days, 4 hours');
    expect(formatRemaining(3_600_000 + 20 * 60_000)).toBe('1 hour, 20 minutes');
    expect(formatRemaining(0)).toBe('Expired');
  });
});
