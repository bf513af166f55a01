// Usage reports (docs/PRODUCT.md §2, §5, §6, §8): a table per user by month, Refresh Data, and the refusal, failure and empty texts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import type { UsageReportRow } from '../api/get-usage-report';
import { UsageReportsPage } from '../usage-reports-page';

/** The server's answers, one per call, the last one repeated. */
let answers: FakeAnswer[] = [];
let requests: RecordedRequest[] = [];
const answerWith = (...next: FakeAnswer[]) => (answers = next);

let mockUser: { is_staff: boolean } | null = null;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ user: mockUser }) }));

const rows: UsageReportRow[] = [
  { user: 'zoe', month: '2026-11', input_tokens: 1234567, output_tokens: 89012, images: 3 },
  { user: 'adam', month: '2026-10', input_tokens: 1500, output_tokens: 250, images: 0 },
  { user: 'zoe', month: '2026-09', input_tokens: 4000, output_tokens: 1000, images: 1 },
  { user: 'adam', month: '2026-11', input_tokens: 2000, output_tokens: 300, images: 2 },
];

function renderPage() {
  return render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <UsageReportsPage />
    </SWRConfig>,
  );
}

/** Each table's rows as text: month, input, output, images. */
function tableOf(user: string) {
  const section = screen.getByRole('heading', { level: 2, name: user }).closest('section')!;
  return within(section)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

beforeEach(() => {
  answers = [];
  ({ requests } = installFetch(() => (answers.length > 1 ? answers.shift()! : answers[0])));
  mockUser = { is_staff: true };
});

test('a staff user sees one table per user, months newest first, numbers formatted', async () => {
  answerWith({ status: 200, body: rows });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'API Usage Reports' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'zoe' });
  expect(requests).toEqual([expect.objectContaining({ url: '/api/ai/usage-report/', method: 'GET' })]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['adam', 'zoe']);
  expect(tableOf('zoe')).toEqual([
    ['Month', 'Input tokens', 'Output tokens', 'Images'],
    ['Nov 2026', '1,234,567', '89,012', '3'],
    ['Sep 2026', '4,000', '1,000', '1'],
    ['Total', '1,238,567', '90,012', '4'],
  ]);
  expect(tableOf('adam').slice(1, 3)).toEqual([
    ['Nov 2026', '2,000', '300', '2'],
    ['Oct 2026', '1,500', '250', '0'],
  ]);
});

test('Refresh Data fetches the report again and shows the new rows', async () => {
  answerWith({ status: 200, body: [rows[1]] }, { status: 200, body: rows });
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'adam' });
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
  await screen.findByRole('heading', { level: 2, name: 'zoe' });
  expect(requests.map((request) => request.url)).toEqual(['/api/ai/usage-report/', '/api/ai/usage-report/']);
});

test("an empty report says 'No usage data found.'", async () => {
  answerWith({ status: 200, body: [] });
  renderPage();
  expect(await screen.findByText('No usage data found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("a failure shows 'Failed to fetch usage data: ' with the body's detail", async () => {
  answerWith({ status: 403, body: { detail: 'Staff only.' } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch usage data: Staff only\.$/);
});

test("a failure without a detail shows the error's message", async () => {
  answerWith({ status: 404, body: 'nope' });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch usage data: Resource not found$/);
});

test('anyone else is refused without calling the API', () => {
  mockUser = { is_staff: false };
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'API Usage Reports' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/^Access denied\. Admin privileges required\.$/);
  expect(screen.queryByRole('button', { name: 'Refresh Data' })).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
test("each user's card and its scrolling table are regions with different names (axe: landmark-unique)", async () => {
  answerWith({ status: 200, body: rows });
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'zoe' });
  expect(screen.getByRole('region', { name: 'zoe' })).toContainElement(screen.getByRole('region', { name: 'zoe: usage by month' }));
  expect(screen.getByRole('region', { name: 'adam: usage by month' })).toBeInTheDocument();
  expect(screen.getAllByRole('region', { name: 'zoe' })).toHaveLength(1);
});
