// The Logs page (issue 11): dates with no entry of the type say so with the dates, and on a phone the type tabs show
// which side has more tabs to scroll to.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { entry, FreshSwr, installApi } from '@/components/entries/__tests__/fixtures';
import { EntriesPage } from '../entries-page';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
});

const renderPage = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FreshSwr>
        <EntriesPage />
      </FreshSwr>
    </MemoryRouter>,
  );
const panel = () => screen.getByRole('tabpanel');

describe('an empty list names the chosen dates', () => {
  test.each([
    ['?type=sleep&start=2026-01-01&end=2026-01-31', 'No entries between 01/01/2026 and 01/31/2026.'],
    ['?type=sleep&start=2026-01-05&end=2026-01-05', 'No entries on 01/05/2026.'],
    ['?type=sleep&start=2026-01-05', 'No entries from 01/05/2026 on.'],
    ['?type=sleep&end=2026-01-05', 'No entries up to and including 01/05/2026.'],
    ['?type=sleep', 'No entries yet.'],
  ])('%s: %s', async (query, text) => {
    installApi(() => ({ status: 200, body: [] }));
    renderPage(`/logs${query}`);
    expect(await within(panel()).findByText(text)).toBeInTheDocument();
  });

  test('entries in the range show as usual', async () => {
    installApi(() => ({ status: 200, body: [entry({ details: 'Slept well' })] }));
    renderPage('/logs?type=sleep&start=2026-01-01&end=2026-01-31');
    expect(await within(panel()).findByText('Slept well')).toBeInTheDocument();
    expect(within(panel()).queryByText(/^No entries/)).not.toBeInTheDocument();
  });
});

describe('the type tabs on a narrow screen', () => {
  /** The tab row as a phone lays it out: 360 px shown of 900 px, scrolled `left` px. */
  function layOut(left: number) {
    const row = screen.getByRole('tablist');
    Object.defineProperties(row, {
      clientWidth: { configurable: true, value: 360 },
      scrollWidth: { configurable: true, value: 900 },
      scrollLeft: { configurable: true, writable: true, value: left },
    });
    fireEvent.scroll(row);
    return row.parentElement!;
  }

  test('mark the side with more tabs, and both sides in the middle', () => {
    installApi(() => ({ status: 200, body: [] }));
    renderPage('/logs?type=test-subjects');
    let frame = layOut(0);
    expect(frame).toHaveAttribute('data-more-end');
    expect(frame).not.toHaveAttribute('data-more-start');
    frame = layOut(270);
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).toHaveAttribute('data-more-end');
    frame = layOut(540);
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).not.toHaveAttribute('data-more-end');
  });

  test('mark nothing when every tab fits', () => {
    installApi(() => ({ status: 200, body: [] }));
    renderPage('/logs');
    const frame = screen.getByRole('tablist').parentElement!;
    expect(frame).not.toHaveAttribute('data-more-start');
    expect(frame).not.toHaveAttribute('data-more-end');
  });
});
