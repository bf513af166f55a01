// Experiments in Chromium (docs/EXPERIMENTS.md "Pages"), at 375 px and 1280 px: six weeks of sleep seeded under a
// plan that began six weeks ago, magnesium logged on its A days and about an hour more sleep after them, read on the
// experiment's page as the answer with its 95 % interval and the chart of days shaded by condition; and an experiment
// started from a finding ("Test this" on What affects you, sixty days of a diary where wine shortens the night); and
// the dashboard's line on a B day with magnesium logged, saying it goes against the plan without scrolling sideways.
// axe clean on Analytics, the planner and the experiment's page. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { dateIn, startExperiment } from '../api/support/experiments';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { seedSixtyDays } from './support/sixty-days';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const PLAN_DAYS = 42;

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `experiments-${name}.png`), fullPage: true });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Six weeks under the plan, ended yesterday: sleep every night but one, about an hour longer after magnesium (A). */
async function seedSixWeeks(token: string): Promise<string> {
  const { id } = await startExperiment(token, { start_date: dateIn('UTC', -PLAN_DAYS) });
  const { body } = await request('GET', `/api/experiments/${id}/`, { token });
  const conditions: ('A' | 'B')[] = body.schedule.periods.flatMap((p: { condition: 'A' | 'B' }) => Array(7).fill(p.condition));
  const items: object[] = [];
  conditions.forEach((condition, i) => {
    if (i === 10) return; // a night left unlogged: missing, not zero
    const date = dateIn('UTC', -PLAN_DAYS + i);
    const minutes = Math.round(420 + ((i % 7) - 3) * 6 + (condition === 'A' ? 55 + Math.floor(i / 14) * 5 : 0));
    const item = { notes: '', subjects: [] as string[] };
    items.push({
      ...item,
      category: 'sleep',
      details: `slept ${minutes} min`,
      calculated_time: `${date}T07:00:00Z`,
      measures: { duration_min: minutes },
    });
    if (condition === 'A')
      items.push({ ...item, category: 'supplements', details: 'Magnesium 400 mg', calculated_time: `${date}T21:00:00Z` });
  });
  for (let i = 0; i < items.length; i += 50) {
    const saved = await request('POST', '/api/structured-data/save/', {
      token,
      body: { raw_text: 'diary', timezone: 'UTC', items: items.slice(i, i + 50) },
    });
    if (saved.status !== 201 && saved.status !== 200) throw new Error(`seed failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return id;
}

describe('experiments journey', () => {
  let browser: Browser;
  let page: Page;
  let planned: Awaited<ReturnType<typeof signedInAccount>>;
  let experimentId: string;

  beforeAll(async () => {
    planned = await signedInAccount();
    experimentId = await seedSixWeeks(planned.access);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, PHONE));
  }, 90_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])('shows six weeks’ answer with its interval and the chart of days at %s px', async (width, viewport) => {
    await signInPage(page, planned, 'UTC');
    await page.setViewportSize(viewport);
    await page.goto(appUrl(`/experiments/${experimentId}`));
    const answer = page.getByRole('region', { name: 'The answer' });
    await answer.getByText('Final answer').waitFor();
    const amount = String.raw`\+(\d+ h( \d+ min)?|\d+ min)`;
    expect(await answer.locator('.experiment-sentence').textContent()).toMatch(
      new RegExp(
        `^Magnesium 400 mg: ${amount} of sleep a night \\(95 % interval ${amount} to ${amount}\\), 9\\d % likely to help you\\. 41 of 42 days followed the plan`,
      ),
    );
    expect(await answer.locator('dt', { hasText: '95 % interval' }).locator('+ dd').textContent()).toMatch(
      new RegExp(`^${amount} to ${amount}$`),
    );
    // The chart (its own chunk): days shaded A and B (adjacent periods of one condition make one band), a dot a logged night.
    await answer.locator('.experiment-chart-svg').waitFor();
    expect(await answer.locator('.experiment-chart-svg rect.experiment-band-a').count()).toBeGreaterThanOrEqual(2);
    expect(await answer.locator('.experiment-chart-svg rect.experiment-band-b').count()).toBeGreaterThanOrEqual(2);
    expect(await answer.locator('.experiment-chart-svg circle').count()).toBe(PLAN_DAYS - 1);
    await answer.getByText('The days as a table').click();
    expect(await answer.getByRole('row').count()).toBe(PLAN_DAYS + 1);
    await answer.getByRole('row').nth(11).getByText('Not logged').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, `answer-${width}`);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  it('starts an experiment from a finding: Test this, the planner prefilled with its estimate, Start', async () => {
    const account = await signedInAccount();
    await seedSixtyDays(account.access, 'UTC');
    await signInPage(page, account, 'UTC');
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/analytics?days=90'));
    const findings = page.getByRole('region', { name: 'What affects you' });
    await findings.getByText(/^On days after alcohol, sleep was/).waitFor();
    await page.getByRole('link', { name: 'Start an experiment' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'analytics-375');
    expect(await axeViolations(page, 'main')).toEqual([]);

    await findings.getByRole('link', { name: 'Test this: alcohol and sleep' }).click();
    await page.waitForURL(/\/experiments\/new\?/);
    await page.getByRole('heading', { name: 'Start an experiment' }).waitFor();
    expect(await page.getByLabel('Kind').inputValue()).toBe('avoid');
    expect(await page.getByLabel('What', { exact: true }).inputValue()).toBe('alcohol');
    expect(await page.getByLabel('Outcome').inputValue()).toBe('sleep_minutes');
    // The estimate from the sixty days of sleep: its sentence, before starting.
    await page
      .getByText(/^(With \d+ weeks, a change of 20 min in sleep would be detected|\d+ weeks cannot reliably detect)/)
      .waitFor({ timeout: 20_000 });
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'planner-375');
    expect(await axeViolations(page, 'main')).toEqual([]);
    // The day's push, optional: a time chosen here is shown on the experiment's page.
    await page.getByLabel('Remind me each day at').fill('08:30');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'planner-1280');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/experiments\/[0-9A-Z]{26}$/);
    await page.getByRole('heading', { name: 'Alcohol and sleep' }).waitFor();
    await page.getByText(/^Today, day 1 of \d+:/).waitFor();
    expect(await page.locator('dt', { hasText: 'Reminder' }).locator('+ dd').textContent()).toBe('Each day at 08:30 (UTC)');
    await page.setViewportSize(PHONE);
    await shot(page, 'started-375');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('region', { name: 'The answer' }).getByText('Interim look', { exact: true }).waitFor();
    await shot(page, 'started-1280');
    // The push's time changes on the experiment's page: the plan says the new one.
    await page.getByLabel('Remind me each day at').fill('21:15');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: each day at 21:15 (UTC).').waitFor();
    expect(await page.locator('dt', { hasText: 'Reminder' }).locator('+ dd').textContent()).toBe('Each day at 21:15 (UTC)');

    // The dashboard says today's condition.
    await page.goto(appUrl('/dashboard'));
    await page
      .getByRole('region', { name: 'Experiments today' })
      .getByRole('link', { name: /^Experiment day 1 of \d+: [AB] — (no alcohol|alcohol as usual)$/ })
      .waitFor();
    await shot(page, 'dashboard-1280');

    // A second one on the same outcome is refused, plainly.
    await page.goto(appUrl('/experiments/new?factor=alcohol&finding=sleep&rho=-1&from=food-drinks'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page
      .getByRole('alert')
      .getByText(/already/)
      .waitFor();
  }, 120_000);

  it('says on the dashboard that a B day with magnesium logged goes against the plan, at 375 px and 1280 px', async () => {
    const account = await signedInAccount();
    // Baseline then intervention from today: today is day 1 of the baseline, a B day.
    await startExperiment(account.access, {
      start_date: dateIn('UTC'),
      design: { type: 'baseline', baseline_days: 14, intervention_days: 14, washout_days: 0 },
    });
    const saved = await request('POST', '/api/structured-data/save/', {
      token: account.access,
      body: {
        raw_text: 'magnesium',
        timezone: 'UTC',
        items: [
          { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: new Date().toISOString(), notes: '', subjects: [] },
        ],
      },
    });
    expect(saved.status).toBe(201);
    await signInPage(page, account, 'UTC');
    for (const [width, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/dashboard'));
      const line = page.getByRole('region', { name: 'Experiments today' });
      await line.getByRole('link', { name: 'Experiment day 1 of 28: B — no magnesium 400 mg' }).waitFor();
      await line.getByText('· Magnesium 400 mg logged today: this day goes against the plan').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, `dashboard-against-${width}`);
    }
  }, 60_000);
});
