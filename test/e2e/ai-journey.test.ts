// The AI in Chromium with the local provider: a multi-item sentence reviewed with its times and saved into
// the panels; a photo compressed, saved and shown on its entry; a chat kept, listed and reloaded; the trial
// panel counting the use; the usage report for staff and the access-denied text for everyone else.
import type { Browser, Page } from 'playwright-core';
import { makeStaff, signedInAccount } from '../api/support/accounts';
import { apiUrl, request } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';

const ZONE = 'America/New_York';

/** A noisy photo made by the browser itself, so it is a real, decodable JPEG well over 200 KB. */
async function noisyPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    const blob: Blob = await new Promise((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 1));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('AI journey', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount();
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());

  it('reviews and saves a sentence, saves a compressed photo, holds a chat, and the trial panel counts each use', async () => {
    await step('reviews the items of a sentence with their times, then saves them into their panels', async () => {
      await page.goto(appUrl('/dashboard'));
      await page.getByLabel('What happened?').fill('two eggs and coffee at 7am, ran 5k yesterday evening, stressed');
      await page.getByRole('button', { name: 'Process Information' }).click();
      await page.getByRole('button', { name: 'Confirm & Save' }).waitFor();
      const { body } = await request('POST', '/api/ai/process-input/', {
        token: account.access,
        body: { text: 'two eggs and coffee at 7am', timezone: ZONE },
      });
      // The review shows each time in the zone, in the same date and time control as the log editor.
      const wall = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: ZONE }).format(
        new Date(body.items[0].calculated_time),
      );
      expect(await page.getByLabel('Date and time').first().inputValue()).toBe(wall.replace(' ', 'T'));
      await page.getByRole('button', { name: 'Confirm & Save' }).click();
      await page.getByText('Information successfully saved!').waitFor();
      await page.getByRole('region', { name: 'Food & Drinks' }).getByText(/eggs/).first().waitFor();
      await page.getByRole('region', { name: 'Physical Activities' }).getByText(/5k/).first().waitFor();
      await page
        .getByRole('region', { name: 'Mood & Stress' })
        .getByText(/stressed/)
        .first()
        .waitFor();
    });

    await step('compresses an attached photo, saves it, and shows it on the entry', async () => {
      const photo = await noisyPhoto(page);
      expect(photo.length).toBeGreaterThan(1024 * 1024);
      await page.locator('input[type="file"]').setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByText('lunch.jpg').waitFor();
      await page.getByLabel('What happened?').fill('salad for lunch');
      await page.getByRole('button', { name: 'Process Information' }).click();
      await page.getByRole('button', { name: 'Confirm & Save' }).click();
      await page.getByText('Information successfully saved!').waitFor();
      const withPhoto = (await request('GET', '/api/food-drinks/', { token: account.access })).body.find(
        (e: { image_url: string | null }) => e.image_url,
      );
      expect(withPhoto.image_url).toMatch(/^images\//);
      const stored = await fetch(apiUrl(`/api/images/${withPhoto.image_url}`), { headers: { authorization: `Bearer ${account.access}` } });
      expect(stored.headers.get('content-type')).toBe('image/jpeg');
      expect((await stored.arrayBuffer()).byteLength).toBeLessThan(photo.length / 3);
      await page
        .getByRole('region', { name: 'Food & Drinks' })
        .getByRole('button', { name: /^View image/ })
        .first()
        .waitFor();
    });

    await step('holds a chat, lists it under All Chats and reloads it', async () => {
      // Not "today": just after midnight in New York the eggs "at 7am" and the lunch are yesterday's (a log is of the past).
      const box = page.getByLabel('Message the assistant');
      await box.fill('What did I eat in the last 3 days?');
      await box.press('Enter');
      const conversation = page.getByRole('log', { name: 'Conversation' });
      await conversation
        .getByText(/eggs|salad/i)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'New chat' }).click();
      await conversation.getByText('What did I eat in the last 3 days?').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'All Chats' }).click();
      await page
        .getByRole('region', { name: 'All Chats' })
        .getByRole('button', { name: /What did I eat in the last 3 days\?/ })
        .click();
      await conversation.getByText('What did I eat in the last 3 days?').waitFor();
    });

    await step('counts the use in the trial panel', async () => {
      await page.goto(appUrl('/settings'));
      // The sentence, the test's own check of its times, the photo, and one chat message.
      await page.getByText('4 of 100 credits used').waitFor();
      await page.getByText('1 of 5 images used').waitFor();
      await page.getByText('Trial active').waitFor();
    });
  });

  it('shows staff the usage rows and everyone else the access-denied text', async () => {
    // A use of its own, so the usage rows have the account whatever ran before.
    expect(
      (await request('POST', '/api/ai/process-input/', { token: account.access, body: { text: 'tea at 4pm', timezone: ZONE } })).status,
    ).toBe(200);
    await page.goto(appUrl('/admin/usage-reports'));
    await page.getByText('Access denied. Admin privileges required.').waitFor();
    await makeStaff(account.access);
    await page.reload();
    await page.getByRole('heading', { name: 'API Usage Reports' }).waitFor();
    await page.getByText(account.username).first().waitFor();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    expect(pageErrorsOf(page)).toEqual([]);
  });
});
