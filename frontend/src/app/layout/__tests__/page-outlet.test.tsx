// Where the layout draws the page (app/layout/page-outlet.tsx): at the app's start the page draws a task after the
// frame, its skeleton holding the place (docs/PERFORMANCE.md "The first render in tasks"); any other time, at once.
import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { drawPageAfterFrame, PageOutlet } from '../page-outlet';

const app = (
  <MemoryRouter initialEntries={['/dashboard']}>
    <Routes>
      <Route element={<PageOutlet />}>
        <Route
          path="/dashboard"
          element={
            <>
              <h1>The dashboard</h1>
              <Link to="/logs">Logs</Link>
            </>
          }
        />
        <Route path="/logs" element={<h1>The logs</h1>} />
      </Route>
    </Routes>
  </MemoryRouter>
);

test('without the start, the page draws at once', () => {
  const { unmount } = render(app);
  expect(screen.getByRole('heading', { level: 1, name: 'The dashboard' })).toBeInTheDocument();
  unmount();
});

test("at the start, the page's skeleton first, the page in the next task, and later pages at once", async () => {
  drawPageAfterFrame();
  render(app);
  expect(screen.queryByRole('heading', { name: 'The dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');

  expect(await screen.findByRole('heading', { level: 1, name: 'The dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  screen.getByRole('link', { name: 'Logs' }).click();
  expect(await screen.findByRole('heading', { level: 1, name: 'The logs' })).toBeInTheDocument();
});

test('only the first page of a start waits: a page drawn again afterwards draws at once', () => {
  render(app);
  expect(screen.getByRole('heading', { level: 1, name: 'The dashboard' })).toBeInTheDocument();
});
