// R15 (docs/OFFLINE.md "Offline capture") in the 'Your Data' card, with the IndexedDB store held in memory and a fake
// fetch: offline, Process Information keeps the capture ("2 entries waiting to send"); a send with no answer keeps
// it under the key it was sent with; the network back, it is sent and ready to review; Review opens the usual review
// and Confirm & Save removes it; a failed one says why and can be removed; another person's captures never show.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { FixedAuthProvider, fixedAuth, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { DataInputCard } from '../../components/data-input-card';
import { newCapture, type QueuedCapture } from '../queue-rules';
import { QUEUE_TEXT } from '../queue-texts';

jest.mock('@/lib/image-compression', () => ({
  ...jest.requireActual('@/lib/image-compression'),
  compressImage: async (file: File) => file,
}));

const stored = new Map<string, QueuedCapture>();
jest.mock('../capture-store', () => ({
  listCaptures: async (userId: string) => [...stored.values()].filter((c) => c.userId === userId),
  getCapture: async (key: string) => stored.get(key),
  putCapture: async (capture: QueuedCapture) => void stored.set(capture.key, capture),
  removeCapture: async (key: string) => void stored.delete(key),
}));

const user = sampleUser();
const items = [{ category: 'food_drinks', details: 'coffee', calculated_time: '2026-11-21T08:00:00-05:00', notes: '' }];
const saved = { user_input_id: 'u1', entries: [{ collection: 'food-drinks', id: 'e1' }], image_url: null };
let answers: (FakeAnswer | 'network')[] = [];
let requests: RecordedRequest[] = [];
const processed = () => requests.filter((r) => r.url.startsWith('/api/ai/'));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  stored.clear();
  setOnline(true);
  localStorage.setItem('timeZone', 'America/New_York');
  localStorage.setItem('token', 'access-token');
  answers = [{ status: 200, body: { items, changes: [], unmatched: [] } }];
  ({ requests } = installFetch((request) => {
    if (request.url === '/api/structured-data/save/') return { status: 201, body: saved };
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  }));
});
afterEach(() => setOnline(true));

function renderCard() {
  render(
    <FixedAuthProvider state={fixedAuth({ user })}>
      <DataInputCard />
    </FixedAuthProvider>,
  );
  return userEvent.setup();
}
const textBox = () => screen.getByRole('textbox', { name: 'What happened?' });

test('R15: offline, each capture is kept on the device, the box empties, and the card says how many wait', async () => {
  setOnline(false);
  const person = renderCard();
  await person.type(textBox(), 'coffee at 8{Enter}');
  expect(await screen.findByText(QUEUE_TEXT.keptOffline)).toBeInTheDocument();
  expect(textBox()).toHaveValue('');
  await person.type(textBox(), 'ran 5 km{Enter}');
  await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('2 entries waiting to send'));
  expect(processed()).toHaveLength(0);
  expect([...stored.values()].map((c) => [c.userId, c.text, c.zone, c.state])).toEqual([
    [user.id, 'coffee at 8', 'America/New_York', 'waiting'],
    [user.id, 'ran 5 km', 'America/New_York', 'waiting'],
  ]);
});

test('R15: a send with no answer is kept under the key it was sent with; the network back, it is sent again and ready', async () => {
  answers = ['network', { status: 200, body: { items, changes: [], unmatched: [] } }];
  const person = renderCard();
  await person.type(textBox(), 'coffee at 8{Enter}');
  expect(await screen.findByText(QUEUE_TEXT.keptUnreachable)).toBeInTheDocument();
  await screen.findByText('1 entry waiting to send');
  expect(screen.getByText(QUEUE_TEXT.noNetwork)).toBeInTheDocument();
  const [kept] = stored.values();
  expect(kept.key).toBe(processed()[0].headers[IDEMPOTENCY_KEY_HEADER]);

  await act(async () => window.dispatchEvent(new Event('online')));
  await screen.findByRole('heading', { name: 'Ready to review (1)' });
  expect(processed().map((r) => r.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([kept.key, kept.key]);
  expect(processed()[1].body).toEqual(processed()[0].body);
  expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument();
});

test('R15: Review opens the usual review; Confirm & Save saves it and it leaves the device', async () => {
  const ready: QueuedCapture = {
    ...newCapture({ key: 'k1', userId: user.id, text: 'coffee at 8', photo: null, zone: 'America/New_York', now: new Date() }),
    state: 'ready',
    answer: { items, changes: [], unmatched: [] } as never,
  };
  stored.set(ready.key, ready);
  const person = renderCard();
  await person.click(await screen.findByRole('button', { name: 'Review: coffee at 8' }));
  expect(await screen.findByRole('heading', { name: 'Review before saving' })).toBeInTheDocument();
  expect(textBox()).toHaveValue('coffee at 8');
  await person.click(screen.getByRole('button', { name: 'Confirm & Save' }));
  await screen.findByText('Information successfully saved!');
  const save = requests.find((r) => r.url === '/api/structured-data/save/')!;
  expect(save.body).toMatchObject({ raw_text: 'coffee at 8', items: [expect.objectContaining({ details: 'coffee' })] });
  await waitFor(() => expect(stored.size).toBe(0));
  expect(screen.queryByRole('heading', { name: /Ready to review/ })).not.toBeInTheDocument();
});

test('a failed capture says why and can be removed; another person’s captures never show', async () => {
  const failed: QueuedCapture = {
    ...newCapture({ key: 'k1', userId: user.id, text: 'coffee at 8', photo: null, zone: 'UTC', now: new Date() }),
    state: 'failed',
    problem: 'You have used all your credits for this period.',
  };
  const theirs = newCapture({ key: 'k2', userId: 'someone-else', text: 'their secret', photo: null, zone: 'UTC', now: new Date() });
  stored.set(failed.key, failed);
  stored.set(theirs.key, theirs);
  setOnline(false);
  const person = renderCard();
  const heading = await screen.findByRole('heading', { name: QUEUE_TEXT.failedTitle });
  const list = heading.nextElementSibling as HTMLElement;
  expect(within(list).getByText('You have used all your credits for this period.')).toBeInTheDocument();
  expect(screen.queryByText(/their secret/)).not.toBeInTheDocument();
  await person.click(screen.getByRole('button', { name: 'Remove: coffee at 8' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: QUEUE_TEXT.failedTitle })).not.toBeInTheDocument());
  expect([...stored.keys()]).toEqual(['k2']);
});

test('R15: a photo taken offline is kept as a Blob and sent later as the same form, with its key and capture time', async () => {
  setOnline(false);
  const person = renderCard();
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(64)], 'lunch.png', {
    type: 'image/png',
  });
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [png] } });
  await screen.findByRole('button', { name: /remove/i });
  await person.type(textBox(), 'lunch{Enter}');
  await screen.findByText('1 entry waiting to send');
  const [kept] = stored.values();
  expect(kept.photo).toEqual({ blob: expect.any(Blob), name: 'lunch.png' });
  expect(kept.photo!.blob.size).toBe(png.size);

  setOnline(true);
  await act(async () => window.dispatchEvent(new Event('online')));
  await screen.findByRole('heading', { name: 'Ready to review (1)' });
  const [sent] = processed();
  expect(sent.url).toBe('/api/ai/process-input-with-image/');
  expect(sent.headers[IDEMPOTENCY_KEY_HEADER]).toBe(kept.key);
  const form = sent.body as FormData;
  expect([...form.keys()]).toEqual(['text', 'timezone', 'captured_at', 'image']);
  expect(form.get('captured_at')).toBe(kept.capturedAt);
  expect((form.get('image') as File).name).toBe('lunch.png');
});
