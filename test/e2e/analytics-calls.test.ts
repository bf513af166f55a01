// Analytics' first answers leave with the first script (app/boot-loads.ts, features/analytics/api/first-answers.ts;
// docs/PERFORMANCE.md "The first script"): a signed-in load of /analytics?days=90 asks for each of its three
// calls once, for the address's period, and the page shows them, its hooks taking the answers asked for at boot.
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

it("asks once for the insights of the address's period, the adherence and the reports, and shows them", async () => {
  const account = await signedInAccount();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await signInPage(page, account, 'Europe/Paris');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/insights')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(appUrl('/analytics?days=90'));
    await page.getByRole('region', { name: 'Quick Stats' }).waitFor();
    await page.getByRole('region', { name: 'Weekly Report' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.sort()).toEqual(['/api/insights/?days=90&timezone=Europe%2FParis', '/api/insights/adherence/', '/api/insights/reports/']);
    expect(pageErrorsOf(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
