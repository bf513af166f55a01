// The chat in Chromium, as a new user tries it: a diary seeded over HTTP, a question to try under the box answered
// directly (bold figures in the person's units, a list, dates in the app's format), its entries linked to their day on the Logs page, the
// weight trend and analyze mode, at 360 px and 1280 px with no sideways scroll. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { seedDiary, todayIn } from '../api/support/chat-diary';
import { addDays } from '../../shared/question-period';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'America/Los_Angeles';

/** The chat card alone: the dashboard around it is long. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.getByRole('region', { name: 'AI Chat Assistant' }).screenshot({ path: path.join(process.env.E2E_SHOTS, `chat-${name}.png`) });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('chat journey', () => {
  let browser: Browser;
  let page: Page;
  const chat = () => page.getByRole('region', { name: 'AI Chat Assistant' });
  const conversation = () => chat().getByRole('log', { name: 'Conversation' });

  beforeAll(async () => {
    const account = await signedInAccount();
    await seedDiary(account.access, ZONE);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
    await signInPage(page, account, ZONE);
  }, 90_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('answers a question to try directly, with its entries linked to their day on the Logs page', async () => {
    await page.goto(appUrl('/dashboard'));
    await chat().getByRole('button', { name: 'Did I exercise yesterday?' }).click();
    const answer = conversation().locator('.chat-message-answer').first();
    await answer.locator('strong', { hasText: 'Yes' }).waitFor();
    expect(await answer.locator('strong').allTextContents()).toEqual(['Yes', '1 entry', '3.11 mi', '30 min']);
    const yesterday = addDays(todayIn(ZONE), -1);
    const [y, m, d] = yesterday.split('-');
    const link = answer.getByRole('link', { name: `Physical Activities, ${m}/${d}/${y}` });
    expect(await link.getAttribute('href')).toBe(`/logs?type=physical-activities&start=${yesterday}&end=${yesterday}`);
    await chat().getByRole('button', { name: 'What is my weight trend?' }).click();
    await conversation()
      .getByText(/Your weight went from/)
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await answer.scrollIntoViewIfNeeded();
    await shot(page, 'answers-360');
    expect(await axeViolations(page, '.chat-card')).toEqual([]);
    await link.click();
    await page.getByRole('tab', { name: 'Physical Activities', selected: true }).waitFor();
    await page.getByText('evening run').first().waitFor();
  });

  it('reads the same on a desktop; analyze mode states the health figures', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/dashboard'));
    await chat().getByRole('button', { name: 'How did I sleep this week?' }).click();
    await conversation()
      .getByText(/a night on average this week|This week you slept/)
      .waitFor();
    await chat().getByRole('checkbox', { name: 'Analyze my health' }).check();
    await chat().getByRole('textbox', { name: 'Message the assistant' }).fill('How have I been in the last 30 days?');
    await chat().getByRole('button', { name: 'Send' }).click();
    await conversation()
      .getByText(/^Health score:/)
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await conversation()
      .getByText(/^Your last 30 days/)
      .scrollIntoViewIfNeeded();
    await shot(page, 'analyze-1280');
  });
});
