// The chat answers a question about what goes with what from the findings (issue 23), in Chromium at 360 px and
// 1280 px: the sixty-day diary with wine on some evenings and shorter nights after them (subject "alcohol");
// "Does alcohol affect my sleep?" names the factor, the outcome and the difference with its days; "What should I
// change to sleep better?" lists what to try from the recommendations. No sideways scroll, axe clean on the chat
// card. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { seedSixtyDays } from './support/sixty-days';

const ZONE = 'Europe/Berlin';

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.getByRole('region', { name: 'AI Chat Assistant' }).screenshot({ path: path.join(process.env.E2E_SHOTS, `chat-${name}.png`) });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('chat answers from the findings', () => {
  let browser: Browser;
  let page: Page;
  const chat = () => page.getByRole('region', { name: 'AI Chat Assistant' });
  const conversation = () => chat().getByRole('log', { name: 'Conversation' });
  const ask = async (question: string) => {
    await chat().getByRole('textbox', { name: 'Message the assistant' }).fill(question);
    await chat().getByRole('button', { name: 'Send' }).click();
  };

  beforeAll(async () => {
    const account = await signedInAccount();
    await seedSixtyDays(account.access, ZONE);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
    await signInPage(page, account, ZONE);
  }, 120_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('names the factor, the outcome and the difference on a phone', async () => {
    await page.goto(appUrl('/dashboard'));
    await ask('Does alcohol affect my sleep?');
    const answer = conversation().locator('.chat-message-answer').first();
    await answer.getByText(/On days after/).waitFor();
    const bold = await answer.locator('strong').allTextContents();
    expect(bold).toEqual(expect.arrayContaining(['alcohol', expect.stringMatching(/^\d+ min shorter$|^1 h \d+ min shorter$/)]));
    expect(await scrollsSideways(page)).toBe(false);
    await answer.getByText(/On days after/).scrollIntoViewIfNeeded();
    await shot(page, 'findings-360');
    expect(await axeViolations(page, '.chat-card')).toEqual([]);
  });

  it('lists what to try from the recommendations on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/dashboard'));
    await ask('What should I change to sleep better?');
    await conversation().getByText('What to try, from those figures:').waitFor();
    await conversation()
      .getByText(/Your sleep was worse on days after alcohol/)
      .first()
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await conversation()
      .getByText(/^From your last/)
      .last()
      .scrollIntoViewIfNeeded();
    await shot(page, 'advice-1280');
    expect(await axeViolations(page, '.chat-card')).toEqual([]);
  });
});
