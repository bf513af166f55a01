// The app's start (app/start-app.tsx): the opened page's code is asked for before the app draws, a signed-in page's
// only with a session on the device (a visitor sent to sign-in does not download the dashboard), and the app draws.
import { act } from 'react';
import { startApp } from '../start-app';
import * as pages from '../lazy-pages';

jest.mock('../lazy-pages', () => {
  const page = () => ({ preload: jest.fn(async () => ({})) });
  return {
    LandingPage: page(),
    LoginPage: page(),
    PricingPage: page(),
    DashboardPage: page(),
    EntriesPage: page(),
    AnalyticsPage: page(),
    SettingsPage: page(),
  };
});
jest.mock('../app', () => ({ App: () => <p>the app</p> }));

beforeEach(() => jest.clearAllMocks());

const start = async (pathname: string, session: boolean) => {
  const root = document.createElement('div');
  await act(async () => startApp(root, { pathname, session }));
  return root;
};

test('a signed-in page with a session: its code, then the app', async () => {
  const root = await start('/settings/', true);
  expect(pages.SettingsPage.preload).toHaveBeenCalledTimes(1);
  expect(pages.LandingPage.preload).not.toHaveBeenCalled();
  expect(root.textContent).toBe('the app');
});

test('a visitor page without a session: its code', async () => {
  await start('/pricing', false);
  expect(pages.PricingPage.preload).toHaveBeenCalledTimes(1);
});

test('a signed-in page without a session: not its code (sign-in opens instead)', async () => {
  const root = await start('/dashboard', false);
  expect(pages.DashboardPage.preload).not.toHaveBeenCalled();
  expect(root.textContent).toBe('the app');
});

test('a page with no document of its own: no page code asked for ahead', async () => {
  await start('/profile', true);
  const opened = [
    pages.LandingPage,
    pages.LoginPage,
    pages.PricingPage,
    pages.DashboardPage,
    pages.EntriesPage,
    pages.AnalyticsPage,
    pages.SettingsPage,
  ];
  for (const page of opened) expect(page.preload).not.toHaveBeenCalled();
});
