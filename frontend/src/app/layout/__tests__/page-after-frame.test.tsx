// The layout at the app's start (app/layout/page-after-frame.ts): the frame first with the page's skeleton, then the
// page and the footer in the next task (docs/PERFORMANCE.md "The first render in tasks"); any other time, at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { fixedAuth, FixedAuthProvider } from '@/testing/auth-fixtures';
import { AppLayout } from '../app-layout';
import { drawPageAfterFrame } from '../page-after-frame';

const app = (
  <FixedAuthProvider state={fixedAuth()}>
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route
            path="/pricing"
            element={
              <>
                <h1>The prices</h1>
                <Link to="/privacy-policy">Privacy page</Link>
              </>
            }
          />
          <Route path="/privacy-policy" element={<h1>The policy</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>
  </FixedAuthProvider>
);
// The layout restores the scroll of a page opened again (jsdom has no scrolling).
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const footer = () => screen.queryByRole('contentinfo');

test('without the start, the page and the footer draw at once', () => {
  const { unmount } = render(app);
  expect(screen.getByRole('heading', { level: 1, name: 'The prices' })).toBeInTheDocument();
  expect(footer()).toBeInTheDocument();
  unmount();
});

test("at the start, the frame and the page's skeleton first, the page and footer in the next task, later pages at once", async () => {
  drawPageAfterFrame();
  render(app);
  expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The prices' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(footer()).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'The prices' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(footer()).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Privacy page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'The policy' })).toBeInTheDocument();
});

test('only the first page of a start waits: the layout drawn again afterwards draws its page at once', () => {
  render(app);
  expect(screen.getByRole('heading', { level: 1, name: 'The prices' })).toBeInTheDocument();
});
