// Keyboard-only journeys in Chromium (issue 12): capture → review → save, a log edit and delete in the panel's dialog, a chat and
// its saved sessions, and a time zone choice — with Tab, Shift+Tab, Enter, Space, Escape, the arrows and typing only,
// checking at each step that focus lands where a person expects it and never leaves an open dialog behind it.
import type { Browser, Locator, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { pastWallTime } from '../support/past-time';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn } from './support/sixty-days';

const ZONE = 'Europe/Berlin';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What has focus, for a failure message: its tag and accessible-ish name. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });

/** Presses Tab (or Shift+Tab) until the target has focus; fails, naming where focus is, after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach the target; focus is on ${await focusedText(page)}`);
}

describe('keyboard-only journeys', () => {
  let browser: Browser;
  let page: Page;
  const yourData = () => page.getByRole('region', { name: 'Your Data' });
  const chat = () => page.getByRole('region', { name: 'AI Chat Assistant' });

  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount({ first_name: 'Kim' });
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInPage(page, account, ZONE);
  });

  /** Each it starts on a freshly loaded dashboard, focus at the top of the page. */
  async function onDashboard() {
    await page.goto(appUrl('/dashboard'));
    await page
      .getByRole('region', { name: 'Your health logs' })
      .getByText(/Last updated/)
      .waitFor();
  }
  afterAll(async () => browser?.close());

  it('capture → review → save: focus moves to the review, then back to the box with the saved status', async () => {
    await onDashboard();
    const box = yourData().getByLabel('What happened?');
    await tabTo(page, box);
    await page.keyboard.type('slept 7 hours last night');
    await tabTo(page, yourData().getByRole('button', { name: 'Process Information' }));
    await page.keyboard.press('Enter');
    const review = yourData().getByRole('region', { name: 'Review before saving' });
    await review.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Review before saving');
    const confirm = review.getByRole('button', { name: 'Confirm & Save' });
    await tabTo(page, confirm, { max: 40 });
    await page.keyboard.press('Space');
    const saved = yourData().locator('[aria-live="polite"]').getByText('Information successfully saved!');
    await saved.waitFor();
    expect(await isFocused(box)).toBe(true);
    await page.getByRole('region', { name: 'Sleep' }).getByText('7 hours', { exact: false }).first().waitFor();
  });

  it('log edit: the dialog opens with focus inside, keeps it there, edits a row, deletes one after the in-page question and gives focus back to its button', async () => {
    // A night of its own to edit and delete.
    const night = {
      calculated_timestamp: pastWallTime(`${dayIn(ZONE, 0)}T06:30:00`, ZONE),
      device_timezone: ZONE,
      details: 'Slept 7 hours',
    };
    expect(
      (await request('POST', '/api/sleep/', { token: account.access, body: { ...night, measures: { duration_min: 420 } } })).status,
    ).toBe(201);
    await onDashboard();
    const opener = page.getByRole('button', { name: 'Edit Sleep logs' });
    await tabTo(page, opener, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sleep logs' });
    await dialog.waitFor();
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await inDialog()).toBe(true);

    const edit = dialog.getByRole('button', { name: /^Edit entry/ }).first();
    await edit.waitFor();
    // Tab through the whole dialog and beyond: focus never reaches the page under it.
    const count = await dialog.evaluate((element) => element.querySelectorAll('button, input, select, textarea, a[href]').length);
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active && active !== document.body && !active.closest('dialog') ? active.outerHTML.slice(0, 80) : null;
      });
      expect(outside).toBeNull();
    }

    await tabTo(page, edit, { max: 40 });
    await page.keyboard.press('Enter');
    const form = dialog.getByRole('form', { name: 'Edit entry' });
    await form.waitFor();
    expect(await isFocused(form.getByLabel('Date and time'))).toBe(true);
    await tabTo(page, form.getByLabel('Details'), { max: 10 });
    await page.keyboard.press('End');
    await page.keyboard.type(', woke once');
    await tabTo(page, form.getByRole('button', { name: 'Save' }), { max: 20 });
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    const edited = dialog.getByRole('button', { name: /^Edit entry: .*woke once/ });
    await edited.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.includes('woke once'));
    expect(await isFocused(edited)).toBe(true);

    // Delete asks first, in the page, with focus on Cancel: Escape cancels back onto the row's Delete; Tab, Enter
    // on the question's Delete deletes, and focus is then on the list.
    const remove = dialog.getByRole('button', { name: /^Delete entry: .*woke once/ });
    const asking = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this log?' });
    await tabTo(page, remove, { max: 5 });
    await page.keyboard.press('Enter');
    await asking.waitFor();
    expect(await isFocused(asking.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Escape');
    await asking.waitFor({ state: 'detached' });
    expect(await isFocused(remove)).toBe(true);
    await page.keyboard.press('Enter');
    await asking.waitFor();
    expect(await isFocused(asking.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await tabTo(page, asking.getByRole('button', { name: 'Delete', exact: true }), { max: 1 });
    await page.keyboard.press('Enter');
    await edited.waitFor({ state: 'detached' });
    expect(await isFocused(dialog.getByRole('heading', { name: 'Entries' }))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('chat: ask with Enter, open All Chats, reopen the chat from the list, and Escape closes the list onto its button', async () => {
    await onDashboard();
    const box = chat().getByLabel('Message the assistant');
    await tabTo(page, box, { max: 120 });
    await page.keyboard.type('How did I sleep?');
    await page.keyboard.press('Enter');
    await chat().locator('.chat-message-answer').first().waitFor();
    expect(await isFocused(box)).toBe(true);

    const newChat = chat().getByRole('button', { name: 'New chat' });
    await tabTo(page, newChat, { back: true, max: 40 });
    await page.keyboard.press('Enter');
    expect(await isFocused(box)).toBe(true);
    const toggle = chat().getByRole('button', { name: 'All Chats' });
    await tabTo(page, toggle, { back: true, max: 40 });
    await page.keyboard.press('Enter');
    const list = chat().getByRole('region', { name: 'All Chats' });
    const session = list.getByRole('button', { name: /How did I sleep\?/ });
    await session.waitFor();
    await tabTo(page, session, { max: 10 });
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await isFocused(box)).toBe(true);
    await chat().getByRole('log', { name: 'Conversation' }).getByText('How did I sleep?').waitFor();

    await tabTo(page, toggle, { back: true, max: 40 });
    await page.keyboard.press('Space');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await isFocused(toggle)).toBe(true);
  });

  it('time zone: the list opens and moves with the arrows, Enter chooses, Escape closes, Tab moves on', async () => {
    await page.goto(appUrl('/settings'));
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await tabTo(page, zone, { max: 60 });
    await page.keyboard.press('ArrowDown');
    expect(await zone.getAttribute('aria-expanded')).toBe('true');
    const active = () =>
      page.evaluate(() => document.getElementById(document.activeElement!.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
    await page.keyboard.type('tokyo');
    // The best match is the active option (the list shows it within its region's group).
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-activedescendant')?.includes('Tokyo'));
    expect(await active()).toContain('Tokyo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toContain('Tokyo');
    await page.keyboard.press('Enter');
    expect(await zone.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(zone)).toBe(true);
    await page.getByText(/Showing times in .*Tokyo/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('timeZone'))).toBe('Asia/Tokyo');

    // Escape closes the list without choosing; Tab then leaves the field.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('lond');
    await page.keyboard.press('Escape');
    expect(await zone.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('timeZone'))).toBe('Asia/Tokyo');
    await page.keyboard.press('Tab');
    expect(await isFocused(zone)).toBe(false);
    expect(pageErrorsOf(page)).toEqual([]);
  });
});
