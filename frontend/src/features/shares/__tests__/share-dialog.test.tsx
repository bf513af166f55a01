// "Share with a clinician" (issue 27): the dialog opens from the summary's button with the defaults (the summary's
// period, every type, the name, 14 days, a passcode, "For my doctor, <day>"), refuses what the server would before
// sending, sends the choices, then shows the link, its QR code and the passcode once; the server's 400 lands on its field.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { ShareWithClinician } from '../components/share-button';
import { SHARE_TEXTS, SHARE_TYPES } from '../share-texts';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const share = {
  id: '01JSHARE00000000000000001',
  label: 'For Dr. Rivera',
  days: 90,
  types: ['sleep'],
  patient: 'initials',
  created_at: '2026-11-27T10:00:00Z',
  expires_at: '2026-12-04T10:00:00Z',
  passcode: true,
  status: 'active',
  opens: 0,
  last_opened_at: null,
};
const created = {
  share,
  shlink: 'shlink:/eyJ1cmwiOiJ4In0',
  viewer_url: 'http://localhost/shared#shlink:/eyJ1cmwiOiJ4In0',
  passcode: '482913',
};

async function open(answer: (request: RecordedRequest) => FakeAnswer = () => ({ status: 201, body: created })) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'Europe/London');
  const api = installFetch(answer);
  render(<ShareWithClinician days={90} />);
  await userEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.button }));
  return { api, dialog: await screen.findByRole('dialog', { name: SHARE_TEXTS.title }) };
}

test('opens with the defaults, sends the choices and shows the link, its QR code and the passcode once', async () => {
  const { api, dialog } = await open();
  const inDialog = within(dialog);
  expect(inDialog.getByLabelText('Period')).toHaveValue('90');
  for (const type of SHARE_TYPES) expect(inDialog.getByLabelText(type.title)).toBeChecked();
  expect(inDialog.getByLabelText('My name')).toBeChecked();
  expect(inDialog.getByLabelText('Birth year')).toBeChecked();
  expect(inDialog.getByLabelText('Sex')).toBeChecked();
  expect(inDialog.getByLabelText('Expires after (days)')).toHaveValue('14');
  expect(inDialog.getByLabelText('Protect with a passcode')).toBeChecked();
  expect((inDialog.getByLabelText('Label') as HTMLInputElement).value).toMatch(/^For my doctor, \d{1,2} [A-Z][a-z]{2}$/);

  for (const type of SHARE_TYPES.filter((t) => t.value !== 'sleep')) await userEvent.click(inDialog.getByLabelText(type.title));
  await userEvent.click(inDialog.getByLabelText('My initials only'));
  await userEvent.click(inDialog.getByLabelText('Sex'));
  await userEvent.clear(inDialog.getByLabelText('Expires after (days)'));
  await userEvent.type(inDialog.getByLabelText('Expires after (days)'), '7');
  await userEvent.clear(inDialog.getByLabelText('Label'));
  await userEvent.type(inDialog.getByLabelText('Label'), 'For Dr. Rivera');
  await userEvent.click(inDialog.getByRole('button', { name: 'Create link' }));

  expect(await inDialog.findByRole('heading', { name: SHARE_TEXTS.created })).toBeInTheDocument();
  expect(api.requests).toHaveLength(1);
  expect(api.requests[0]).toMatchObject({
    method: 'POST',
    body: {
      days: 90,
      types: ['sleep'],
      patient: 'initials',
      birth_year: true,
      sex: false,
      expires_in_days: 7,
      passcode: true,
      label: 'For Dr. Rivera',
    },
  });
  expect(api.requests[0].url).toMatch(/\/api\/shares\/$/);
  expect(inDialog.getByLabelText('Link for “For Dr. Rivera”')).toHaveValue(created.viewer_url);
  expect(inDialog.getByRole('img', { name: 'QR code of the link for “For Dr. Rivera”' })).toBeInTheDocument();
  expect(inDialog.getByText('482913')).toBeInTheDocument();
  expect(dialog).toHaveTextContent(SHARE_TEXTS.passcodeWarning);
  expect(inDialog.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('refuses no type, an expiry outside 1–90 days and an empty label before sending', async () => {
  const { api, dialog } = await open();
  const inDialog = within(dialog);
  for (const type of SHARE_TYPES) await userEvent.click(inDialog.getByLabelText(type.title));
  await userEvent.clear(inDialog.getByLabelText('Expires after (days)'));
  await userEvent.type(inDialog.getByLabelText('Expires after (days)'), '91');
  await userEvent.clear(inDialog.getByLabelText('Label'));
  await userEvent.click(inDialog.getByRole('button', { name: 'Create link' }));
  expect(inDialog.getByText(SHARE_TEXTS.typesRequired)).toBeInTheDocument();
  expect(inDialog.getByLabelText('Expires after (days)')).toHaveAccessibleDescription(expect.stringContaining(SHARE_TEXTS.expiryRange));
  expect(inDialog.getByLabelText('Label')).toHaveAccessibleDescription(expect.stringContaining(SHARE_TEXTS.labelRequired));
  expect(api.requests).toHaveLength(0);
});

test("the server's 400 shows at its field, and no passcode says anyone with the link can open it", async () => {
  let calls = 0;
  const { dialog } = await open(() =>
    ++calls === 1
      ? { status: 400, body: { label: ['Use at most 80 characters.'] } }
      : { status: 201, body: { ...created, passcode: null } },
  );
  const inDialog = within(dialog);
  await userEvent.click(inDialog.getByLabelText('Protect with a passcode'));
  await userEvent.click(inDialog.getByRole('button', { name: 'Create link' }));
  expect(await inDialog.findByText('Use at most 80 characters.')).toBeInTheDocument();
  expect(inDialog.getByLabelText('Label')).toHaveAccessibleDescription(expect.stringContaining('Use at most 80 characters.'));
  await userEvent.click(inDialog.getByRole('button', { name: 'Create link' }));
  expect(await inDialog.findByText(SHARE_TEXTS.noPasscode)).toBeInTheDocument();
});
