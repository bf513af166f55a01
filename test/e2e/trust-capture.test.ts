// Trusting what capture heard, in Chromium at 375 px and 1280 px (issue 23, docs/FRONTEND.md "Review"): a text file
// renamed .jpg refused at once in plain words; meal labels with times ("Breakfast at 7:30: …") reviewed at those times
// with no fragment of a time left in the details, each date-time field one Tab stop; "tomorrow at 7pm" kept, flagged
// and refused by Confirm & Save until the time is changed; a long review beside the chat card on a desktop, which
// keeps its own height. One account, one page load; axe finds nothing in each state at both widths.
// E2E_SHOTS=dir keeps what each state looked like.
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn } from './support/sixty-days';

const ZONE = 'America/New_York';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.E2E_SHOTS;
/** A day in the zone, days from today, as 'YYYY-MM-DD': calendar days, not now ± 24 h (23:30 + 24 h can be two days on). */
const dayInZone = (days: number) => dayIn(ZONE, days);

const LABELS = 'Breakfast at 7:30: porridge with blueberries and a coffee. Lunch at 12:45: chicken salad and sparkling water.';
const FUTURE = 'Pizza for dinner tomorrow at 7pm';
const LONG = [
  'Oatmeal yesterday at 7am',
  'Coffee yesterday at 7:30am',
  'Ran 5 km yesterday at 8am',
  'A banana yesterday at 10am',
  'Salad yesterday at 12pm',
  'Walked 2 km yesterday at 1pm',
  'Green tea yesterday at 3pm',
  'Felt stressed yesterday at 4pm',
  'An apple yesterday at 5pm',
  'Pasta yesterday at 7pm',
  'Took magnesium yesterday at 9pm',
  'Slept 7 hours last night',
]
  .map((sentence) => `${sentence}.`)
  .join(' ');

/** What the page keeps while Tab is counted: an id per element focused. */
type TabLog = { tabIds: WeakMap<Element, number>; tabNext: number };

describe('trust at capture', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  const card = () => page.getByRole('region', { name: 'Your Data' });
  const review = () => card().getByRole('region', { name: 'Review before saving' });
  const items = () =>
    review()
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Details') });
  const confirm = () => review().getByRole('button', { name: 'Confirm & Save' });

  /** Each review item's time field value and details. */
  const itemValues = () =>
    items().evaluateAll((nodes) =>
      nodes.map((node) => ({
        when: (node.querySelector('input[name="when"]') as HTMLInputElement).value,
        details: (node.querySelector('textarea[name="details"]') as HTMLTextAreaElement).value,
      })),
    );

  async function processText(text: string) {
    await card().getByLabel('What happened?').fill(text);
    await card().getByRole('button', { name: 'Process Information' }).click();
    await review().waitFor();
  }

  /** axe on the capture and chat cards at both widths, with a screenshot of both cards at each. */
  async function cleanAtBothWidths(name: string) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page, '.dashboard-assistant')).toEqual([]);
      if (SHOTS) await page.locator('.dashboard-assistant').screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`) });
    }
  }

  const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
  const list = async (collection: string): Promise<Record<string, unknown>[]> =>
    (await request('GET', `/api/${collection}/`, { token: account.access })).body;

  beforeAll(async () => {
    account = await signedInAccount();
    browser = await launchBrowser();
    ({ page } = await newPage(browser, PHONE));
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));
    await card().waitFor();
  });
  afterAll(async () => browser?.close());

  /** Each it starts on a freshly loaded dashboard: nothing left in the capture card by the one before. */
  async function onDashboard() {
    await page.goto(appUrl('/dashboard'));
    await card().waitFor();
  }
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('a text file renamed .jpg is refused when chosen, in plain words, with no thumbnail', async () => {
    await onDashboard();
    await card()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Lunch: pasta with pesto and a glass of water') });
    await card()
      .getByRole('alert')
      .getByText('Please select a valid image file: “lunch.jpg” is not a photo. Choose a JPEG, PNG, WebP, GIF or HEIC image.')
      .waitFor();
    expect(await card().getByRole('img').count()).toBe(0);
    expect(await card().getByRole('button', { name: 'Remove image' }).count()).toBe(0);
    await cleanAtBothWidths('bad-file');
  });

  it('reads times written as meal labels, leaves no fragment of them, and each date-time field is one Tab stop', async () => {
    await onDashboard();
    await page.setViewportSize(PHONE);
    await processText(LABELS);
    const values = await itemValues();
    const timeOf = (words: RegExp) => values.find((value) => words.test(value.details))?.when.slice(11);
    expect(timeOf(/porridge/)).toBe('07:30');
    expect(timeOf(/chicken salad/)).toBe('12:45');
    for (const { details } of values) expect(details).not.toMatch(/\d:|^\s*\d|\(\s*\)/);

    // Tab from the first item's first field to Confirm & Save: each press a new stop, each time field one stop.
    await items().first().getByLabel('Type').focus();
    await page.evaluate(() => {
      const log = window as unknown as TabLog;
      log.tabIds = new WeakMap();
      log.tabNext = 0;
    });
    const visited: number[] = [];
    let whenStops = 0;
    for (let press = 0; press < 150; press++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const log = window as unknown as TabLog;
        const element = document.activeElement!;
        if (!log.tabIds.has(element)) log.tabIds.set(element, ++log.tabNext);
        return {
          id: log.tabIds.get(element)!,
          when: element.getAttribute('name') === 'when',
          confirm: element.textContent === 'Confirm & Save',
        };
      });
      visited.push(seen.id);
      if (seen.when) whenStops += 1;
      if (seen.confirm) break;
    }
    expect(await isFocused(confirm())).toBe(true);
    expect(new Set(visited).size).toBe(visited.length);
    expect(whenStops).toBe(values.length);

    await cleanAtBothWidths('label-times');
    await review().getByRole('button', { name: 'Cancel' }).click();
    await review().waitFor({ state: 'detached' });
  });

  it('keeps "tomorrow at 7pm", flags it, and refuses to save it until the time is changed', async () => {
    await onDashboard();
    await page.setViewportSize(PHONE);
    await processText(FUTURE);
    const pizza = items().first();
    const when = pizza.getByLabel('Date and time');
    expect(await when.inputValue()).toBe(`${dayInZone(1)}T19:00`);
    await pizza.getByText('This is tomorrow: keep it for later, or change the time.').waitFor();
    expect(await when.getAttribute('aria-invalid')).toBe('true');
    await review().getByText('Item 1 is in the future: change its time or remove it to save.').waitFor();
    await cleanAtBothWidths('future-flagged');

    await confirm().click();
    await card().getByRole('alert').getByText('Some items need a fix: see the marked fields.').waitFor();
    expect(await isFocused(when)).toBe(true);
    expect(await list('food-drinks')).toEqual([]);

    await when.fill(`${dayInZone(-1)}T19:00`);
    await pizza.getByText('This is tomorrow: keep it for later, or change the time.').waitFor({ state: 'detached' });
    await confirm().click();
    await card().getByText('Information successfully saved!').waitFor();
    const [saved] = await list('food-drinks');
    expect(saved).toMatchObject({ details: expect.stringMatching(/pizza/i) });
    const wall = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: ZONE })
      .format(new Date(saved.calculated_timestamp as string))
      .replace(' ', 'T');
    expect(wall).toBe(`${dayInZone(-1)}T19:00`);
  });

  it('a long review on a desktop leaves the chat card its own height: no tall blank box beside it', async () => {
    await onDashboard();
    await page.setViewportSize(DESKTOP);
    const chat = page.getByRole('region', { name: 'AI Chat Assistant' });
    const chatBefore = (await chat.boundingBox())!;
    await processText(LONG);
    expect(await items().count()).toBeGreaterThanOrEqual(11);
    const reviewBox = (await review().boundingBox())!;
    const chatAfter = (await chat.boundingBox())!;
    // Side by side (one row), the chat as tall as before, the review far taller.
    expect(Math.abs(chatAfter.y - (await card().boundingBox())!.y)).toBeLessThan(2);
    expect(Math.abs(chatAfter.height - chatBefore.height)).toBeLessThan(2);
    expect(reviewBox.height).toBeGreaterThan(2 * chatAfter.height);
    await cleanAtBothWidths('long-review');
    await review().getByRole('button', { name: 'Cancel' }).click();
  });
});
