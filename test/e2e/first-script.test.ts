// The first script (frontend/src/main.ts, docs/PERFORMANCE.md "The first script"): with a session it asks for the
// opened page's data before the app's code has arrived, and if that code never arrives it says so itself, with a
// reload that brings the app back.
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, signInPage } from './support/browser';

const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

describe('the first script', () => {
  it("asks for the dashboard's summary before the app's code has finished arriving", async () => {
    const account = await signedInAccount();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { width: 390, height: 844 });
      await signInPage(page, account, 'Europe/Paris');
      // The app's chunk is held back until the summary has been asked for: a page that waited for the app's code
      // before asking would never get it.
      let summaryAsked: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => (summaryAsked = resolve));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/dashboard/') summaryAsked();
      });
      await page.route(APP_CHUNK, async (route) => {
        await asked;
        await route.continue();
      });
      await page.goto(appUrl('/dashboard'));
      await page.getByRole('region', { name: 'Your health logs' }).waitFor();
    } finally {
      await browser.close();
    }
  });

  it("says the app's code did not arrive, and its reload brings the app", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { width: 390, height: 844 });
      let blocked = true;
      await page.route(APP_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
      await page.goto(appUrl('/login'));
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await alert.getByText("The app's code did not arrive. Check your connection, then reload the page.").waitFor();
      blocked = false;
      await alert.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    } finally {
      await browser.close();
    }
  });
});
