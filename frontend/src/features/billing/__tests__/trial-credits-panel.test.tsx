// The usage panel of /settings against a fake fetch: the trial credits panel (docs/PRODUCT.md §2, §4 "Trial status text", §8
// "Trial warnings", §9 thresholds), and a paid plan's meters with what is left and the renewal date (issue 23).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch, installHangingFetch, type FakeAnswer } from '@/testing/fake-fetch';
import type { TrialStatus } from '../api/get-trial-status';
import { TrialCreditsPanel } from '../components/trial-credits-panel';

/** The server answers these, one per call, the last one repeated; returns the recorded requests. */
function answer(...answers: FakeAnswer[]) {
  return installFetch(() => (answers.length > 1 ? answers.shift()! : answers[0])).requests;
}

const trial = (overrides: Partial<TrialStatus> = {}): TrialStatus => ({
  is_trial_user: true,
  credits_used: 12,
  credits_limit: 100,
  credits_remaining: 88,
  usage_progress_percentage: 12,
  images_used: 1,
  images_limit: 5,
  images_progress_percentage: 20,
  can_use_ai: true,
  can_upload_images: true,
  is_subscribed: false,
  is_trial_expired: false,
  days_remaining: 20,
  time_remaining_formatted: '19 days, 4 hours',
  trial_end_date: '2026-12-10T12:00:00.000Z',
  plan: 'trial',
  images_remaining: 4,
  period_end: '2026-12-10T12:00:00.000Z',
  ...overrides,
});

const paid = (overrides: Partial<TrialStatus> = {}): TrialStatus =>
  trial({
    is_trial_user: false,
    is_subscribed: true,
    plan: 'pro',
    credits_used: 1234,
    credits_limit: 5000,
    credits_remaining: 3766,
    usage_progress_percentage: 24.7,
    images_used: 7,
    images_limit: 100,
    images_remaining: 93,
    images_progress_percentage: 7,
    trial_end_date: null,
    period_end: '2026-12-24T14:00:00.000Z',
    ...overrides,
  });

function renderPanel() {
  return render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <TrialCreditsPanel />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Renders the panel for one answer and waits until it shows. */
async function showPanel(status: TrialStatus) {
  const requests = answer({ status: 200, body: status });
  renderPanel();
  await screen.findByRole('heading', { name: 'AI Trial Credits' });
  return requests;
}

/** The warnings' titles: the trial's list, or a paid plan's ('Usage warnings'). */
const warningTitles = () =>
  (screen.queryByRole('list', { name: /^(Trial|Usage) warnings$/ })
    ? within(screen.getByRole('list', { name: /^(Trial|Usage) warnings$/ })).getAllByRole('listitem')
    : []
  ).map((item) => item.querySelector('strong')!.textContent);

const meter = (label: string) => screen.getByRole('progressbar', { name: label });

test('asks GET /api/ai/trial-status/ and shows credits and images used of their limits as progress bars', async () => {
  const requests = await showPanel(trial());
  expect(requests).toEqual([expect.objectContaining({ url: '/api/ai/trial-status/', method: 'GET' })]);
  expect(meter('AI credits')).toHaveAttribute('aria-valuenow', '12');
  expect(meter('AI credits')).toHaveAttribute('aria-valuemin', '0');
  expect(meter('AI credits')).toHaveAttribute('aria-valuemax', '100');
  expect(meter('AI credits')).toHaveAttribute('aria-valuetext', '12 of 100 credits used (12%), 88 left');
  expect(meter('Image uploads')).toHaveAttribute('aria-valuetext', '1 of 5 images used (20%), 4 left');
  expect(screen.getByText('12 of 100 credits used')).toBeInTheDocument();
  expect(screen.getByText('1 of 5 images used')).toBeInTheDocument();
});

describe("a paid plan's usage (issue 23)", () => {
  beforeEach(() => localStorage.setItem('timeZone', 'America/New_York'));

  /** Answers the trial status and the subscription details by address. */
  function serve(
    status: TrialStatus,
    details: object = { plan: status.plan, status: 'active', renews_at: status.period_end, ends_at: null },
  ) {
    installFetch((request) =>
      request.url === '/api/ai/trial-status/'
        ? { status: 200, body: status }
        : { status: 200, body: { can_manage_billing: true, ...details } },
    );
    renderPanel();
  }

  test("Pro: the month's credits and photos used of 5,000 and 100, what is left, and the renewal date", async () => {
    serve(paid());
    await screen.findByRole('heading', { name: 'Pro Plan usage' });
    expect(screen.queryByRole('heading', { name: 'AI Trial Credits' })).not.toBeInTheDocument();
    expect(meter('AI credits this month')).toHaveAttribute('aria-valuetext', '1,234 of 5,000 credits used (25%), 3,766 left');
    expect(screen.getByText('1,234 of 5,000 credits used')).toBeInTheDocument();
    expect(screen.getByText('3,766 left')).toBeInTheDocument();
    expect(screen.getByText('7 of 100 photos used')).toBeInTheDocument();
    expect(screen.getByText('93 left')).toBeInTheDocument();
    expect(screen.getByText(/renew on/)).toHaveTextContent(
      'Credits and photo uploads renew on 12/24/2026, 9:00 AM, starting again from zero.',
    );
    expect(screen.getByText('AI active', { selector: '.trial-status' })).toBeInTheDocument();
    expect(warningTitles()).toEqual([]);
  });

  test("docs/PRODUCT.md's colour bands: caution from 75 %, warning from 90 %, with Basic's warning naming the renewal and Pro", async () => {
    serve(
      paid({
        plan: 'basic',
        credits_limit: 1000,
        credits_used: 920,
        credits_remaining: 80,
        usage_progress_percentage: 92,
        images_limit: 30,
        images_used: 23,
        images_progress_percentage: 76.7,
      }),
    );
    await screen.findByRole('heading', { name: 'Basic Plan usage' });
    expect(meter('AI credits this month').closest('.usage-meter')).toHaveClass('is-warning');
    expect(meter('Photo uploads this month').closest('.usage-meter')).toHaveClass('is-caution');
    const warnings = screen.getByRole('list', { name: 'Usage warnings' });
    expect(warnings).toHaveTextContent(
      "Running Low on CreditsYou have used most of this month's AI credits. They renew on 12/24/2026, 9:00 AM. The Pro Plan gives 5,000 credits a month.",
    );
    expect(within(warnings).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  test('Pro out of credits: AI paused, the photo meter says paused and why, and no bigger plan is offered', async () => {
    serve(paid({ credits_used: 5000, credits_remaining: 0, usage_progress_percentage: 100, can_use_ai: false, can_upload_images: false }));
    await screen.findByRole('heading', { name: 'Pro Plan usage' });
    expect(screen.getByText('AI paused', { selector: '.trial-status' })).toBeInTheDocument();
    expect(warningTitles()).toEqual(['AI Features Disabled']);
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    expect(meter('Photo uploads this month')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Paused\. /));
    expect(screen.queryByText('7 of 100 photos used')).not.toBeInTheDocument();
  });

  test('once cancelled, says the allowance lasts until the plan ends', async () => {
    serve(paid(), { plan: 'pro', status: 'active', renews_at: null, ends_at: '2026-12-24T14:00:00.000Z' });
    await screen.findByText(/lasts until/);
    expect(screen.getByText(/lasts until/)).toHaveTextContent(
      'This month’s allowance lasts until 12/24/2026, 9:00 AM, when your plan ends.',
    );
    expect(screen.queryByText(/renew on/)).not.toBeInTheDocument();
  });
});

test('shows a skeleton while loading', () => {
  installHangingFetch();
  renderPanel();
  expect(screen.getByLabelText('Trial credits')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

describe('bar colours (docs/PRODUCT.md §9: caution at 75 %, warning at 90 %), said in words too', () => {
  test.each([
    [74, 'is-normal', null],
    [75, 'is-caution', 'Getting close'],
    [89.9, 'is-caution', 'Getting close'],
    [90, 'is-warning', 'Almost used up'],
    [100, 'is-warning', 'All used'],
  ])('%s %% → %s', async (percentage, level, words) => {
    await showPanel(trial({ usage_progress_percentage: percentage, images_progress_percentage: percentage }));
    for (const bar of [meter('AI credits'), meter('Image uploads')]) {
      const root = bar.closest('.usage-meter')!;
      expect(root).toHaveClass(level);
      expect(root.querySelector('.usage-meter-level')?.textContent ?? null).toBe(words);
    }
  });
});

describe('status text (docs/PRODUCT.md §4)', () => {
  test.each<[string, Partial<TrialStatus>, string]>([
    ['subscribed', { is_subscribed: true }, 'Subscribed user'],
    ['AI allowed, 4 days left', { days_remaining: 4, time_remaining_formatted: '3 days, 20 hours' }, 'Trial active'],
    ['AI allowed, 3 days left', { days_remaining: 3, time_remaining_formatted: '2 days, 5 hours' }, 'Trial expires in 2 days, 5 hours'],
    [
      'AI allowed, 0 days left',
      { days_remaining: 0, time_remaining_formatted: '3 hours, 2 minutes' },
      'Trial expires in 3 hours, 2 minutes',
    ],
    ['trial ended', { can_use_ai: false, can_upload_images: false, is_trial_expired: true, days_remaining: 0 }, 'Trial period expired'],
    [
      'credits used up',
      { can_use_ai: false, can_upload_images: false, credits_used: 100, credits_remaining: 0, usage_progress_percentage: 100 },
      'Trial credits exhausted',
    ],
    ['AI off for another reason', { can_use_ai: false, can_upload_images: false }, 'AI usage disabled'],
  ])('%s → %s', async (_, overrides, text) => {
    await showPanel(trial(overrides));
    expect(screen.getByText(text, { selector: '.trial-status' })).toBeInTheDocument();
  });
});

describe('warnings (docs/PRODUCT.md §8)', () => {
  test('none while usage is low', async () => {
    await showPanel(trial());
    expect(warningTitles()).toEqual([]);
  });

  test("'Running Low on Credits' at 90 % of credits with AI allowed, not at 89.9 %", async () => {
    await showPanel(trial({ usage_progress_percentage: 89.9, credits_used: 89.9 }));
    expect(warningTitles()).toEqual([]);
    await showPanel(trial({ usage_progress_percentage: 90, credits_used: 90, credits_remaining: 10 }));
    expect(warningTitles()).toEqual(['Running Low on Credits']);
    const notice = screen.getByText('Running Low on Credits').closest('li')!;
    expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  test("'Running Low on Image Uploads' at 90 % of images, not at 89.9 %", async () => {
    const pro = { images_limit: 100, images_used: 90, can_upload_images: true };
    await showPanel(trial({ ...pro, images_used: 89, images_progress_percentage: 89.9 }));
    expect(warningTitles()).toEqual([]);
    await showPanel(trial({ ...pro, images_progress_percentage: 90 }));
    expect(warningTitles()).toEqual(['Running Low on Image Uploads']);
  });

  test("'Image Uploads Disabled' when every image is used while text AI still works", async () => {
    await showPanel(trial({ images_used: 5, images_progress_percentage: 100, can_upload_images: false }));
    expect(warningTitles()).toEqual(['Image Uploads Disabled']);
    expect(screen.getByText(/Text input and chat still work/)).toBeInTheDocument();
    expect(screen.getByText('Trial active', { selector: '.trial-status' })).toBeInTheDocument();
  });

  test.each<[string, Partial<TrialStatus>]>([
    ['the trial ended', { is_trial_expired: true, days_remaining: 0, time_remaining_formatted: 'Expired' }],
    ['the credits ran out', { credits_used: 100, credits_remaining: 0, usage_progress_percentage: 100 }],
  ])("'AI Features Disabled' alone when %s", async (_, overrides) => {
    await showPanel(trial({ ...overrides, can_use_ai: false, can_upload_images: false, images_used: 5, images_progress_percentage: 100 }));
    expect(warningTitles()).toEqual(['AI Features Disabled']);
    expect(screen.getByText('AI Features Disabled').closest('li')).toHaveClass('alert-error');
  });

  test.each<[string, Partial<TrialStatus>, string]>([
    [
      'the credits ran out',
      { credits_used: 100, credits_remaining: 0, usage_progress_percentage: 100 },
      "Paused with the AI: your trial's AI credits are used up.",
    ],
    ['the trial ended', { is_trial_expired: true, days_remaining: 0 }, 'Paused with the AI: your free trial has ended.'],
  ])("with AI off because %s, the image meter says the uploads are paused and why, not '0 of 5 images used'", async (_, overrides, why) => {
    await showPanel(trial({ ...overrides, can_use_ai: false, can_upload_images: false, images_used: 0, images_progress_percentage: 0 }));
    expect(screen.queryByText(/of 5 images used/)).not.toBeInTheDocument();
    expect(meter('Image uploads')).toHaveAttribute('aria-valuetext', `Paused. ${why}`);
    expect(screen.getByText(why)).toBeInTheDocument();
  });

  test('credits and images both low show both', async () => {
    await showPanel(trial({ usage_progress_percentage: 95, images_limit: 100, images_used: 92, images_progress_percentage: 92 }));
    expect(warningTitles()).toEqual(['Running Low on Credits', 'Running Low on Image Uploads']);
  });
});

test("a failed load says 'Failed to load trial status' and Try again asks once more", async () => {
  const requests = answer({ status: 403, body: { detail: 'nope' } }, { status: 200, body: trial() });
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load trial status$/);
  expect(requests).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('progressbar', { name: 'AI credits' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
