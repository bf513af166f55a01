// The per-route error boundary: a broken page shows the friendly notice with a reload button; leaving the page clears it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

test('a page that throws shows the notice, and another page renders normally', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/fine">elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>Fine page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
  expect(screen.getByText('Fine page')).toBeInTheDocument();
  jest.restoreAllMocks();
});
