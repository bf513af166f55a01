// The 'Your Data' card (docs/PRODUCT.md §4, §5, §8, §9): keys, alerts, compression failure, process → review → save payloads,
// the no-items text, saved + cleared + focus + onSaved, Cancel, and the server's refusal texts; a file checked by its
// bytes when chosen; the page's notice and the paused state (limits).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressImage } from '@/lib/image-compression';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { DataInputCard } from '../components/data-input-card';

jest.mock('@/lib/image-compression', () => ({
  ...jest.requireActual('@/lib/image-compression'),
  compressImage: jest.fn(),
}));

const compress = compressImage as jest.Mock;

/** The server's answers, one per call, the last one repeated ('network': no answer at all). */
let answers: (FakeAnswer | 'network')[] = [];
let requests: RecordedRequest[] = [];
const serve = (...next: (FakeAnswer | 'network')[]) => (answers = next);
const ok = (body: object): FakeAnswer => ({ status: 200, body });

const items = [
  { category: 'food_drinks', details: 'two eggs and coffee', calculated_time: '2026-11-21T08:00:00-05:00', notes: '' },
  { category: 'physical_activities', details: 'ran 5 km', calculated_time: '2026-11-20', notes: 'felt easy' },
  { category: 'blood_pressure', details: '120/80', calculated_time: '2026-11-21T07:30:00-05:00', notes: '' },
];
/** The items as Confirm & Save sends them when nothing was changed: measures and subjects always present. */
const sent = items.map((item) => ({ ...item, measures: {}, subjects: [] }));
const saved = { user_input_id: 'u1', entries: [{ collection: 'food-drinks', id: 'e1' }], image_url: null };

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  serve({ status: 500 });
  ({ requests } = installFetch(() => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  }));
  compress.mockReset();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
afterEach(() => jest.restoreAllMocks());

const textBox = () => screen.getByRole('textbox', { name: 'What happened?' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pickFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file that starts as a PNG does (the card checks the bytes). */
const photo = (bytes = 1024 * 1024, name = 'lunch.png', type = 'image/png') =>
  new File([new Uint8Array(PNG), new Uint8Array(bytes)], name, { type });

function renderCard(onSaved = jest.fn()) {
  render(<DataInputCard onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}

describe('keys', () => {
  test('Enter processes the text in the chosen zone, with when it was typed and an Idempotency-Key (R15)', async () => {
    serve(ok({ items }));
    const before = Date.now();
    const { user } = renderCard();
    await user.type(textBox(), 'two eggs at 8{Enter}');
    expect(requests).toEqual([
      expect.objectContaining({
        url: '/api/ai/process-input/',
        method: 'POST',
        body: { text: 'two eggs at 8', timezone: 'America/New_York', captured_at: expect.any(String) },
        headers: expect.objectContaining({ 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      }),
    ]);
    const capturedAt = Date.parse((requests[0].body as { captured_at: string }).captured_at);
    expect(capturedAt).toBeGreaterThanOrEqual(before);
    expect(capturedAt).toBeLessThanOrEqual(Date.now());
  });

  test('Ctrl+Enter does not process', async () => {
    const { user } = renderCard();
    await user.type(textBox(), 'two eggs');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(requests).toHaveLength(0);
  });

  test('Shift+Enter inserts a new line and does not process', async () => {
    const { user } = renderCard();
    await user.type(textBox(), 'two eggs{Shift>}{Enter}{/Shift}coffee');
    expect(textBox()).toHaveValue('two eggs\ncoffee');
    expect(requests).toHaveLength(0);
  });
});

describe('checks before a call', () => {
  test('nothing to process: the alert, and no call', async () => {
    const { user } = renderCard();
    await user.type(textBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Process Information' }));
    expect(window.alert).toHaveBeenCalledWith('Please enter some text or select an image');
    expect(requests).toHaveLength(0);
  });

  test.each([
    ['a text file renamed .jpg', new File(['Lunch: pasta with pesto'], 'lunch.jpg', { type: 'image/jpeg' })],
    ['a PDF', new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' })],
    ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' })],
  ])('%s: said at once in plain words, nothing attached, no thumbnail', async (_label, file) => {
    renderCard();
    pickFile(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Please select a valid image file: “${file.name}” is not a photo. Choose a JPEG, PNG, WebP, GIF or HEIC image.`,
    );
    expect(window.alert).not.toHaveBeenCalled();
    expect(compress).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('the bytes decide: a JPEG named .txt with no type is a photo', async () => {
    compress.mockImplementation(async (file: File) => file);
    renderCard();
    pickFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'scan.txt', { type: '' }));
    expect(await screen.findByRole('img', { name: 'Attached photo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a thumbnail the browser cannot show is removed and said, never left broken', async () => {
    compress.mockImplementation(async (file: File) => file);
    renderCard();
    pickFile(photo(10, 'odd.png'));
    fireEvent.error(await screen.findByRole('img', { name: 'Attached photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“odd.png” is not a photo.');
    expect(screen.getByText('Add a photo')).toBeInTheDocument();
  });

  test('a failed compression says so and leaves no image', async () => {
    compress.mockRejectedValue(new Error('Failed to compress image. Please try a different image.'));
    renderCard();
    pickFile(photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to compress image. Please try a different image.');
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  test('the image states: compressing, then attached with a thumbnail that can be removed', async () => {
    let finish: (file: File) => void = () => undefined;
    compress.mockReturnValue(new Promise<File>((resolve) => (finish = resolve)));
    const { user } = renderCard();
    pickFile(photo());
    expect(await screen.findByRole('status')).toHaveTextContent('Compressing image…');
    expect(screen.getByRole('button', { name: 'Process Information' })).toBeDisabled();
    await act(async () => finish(photo(150 * 1024, 'lunch.jpg', 'image/jpeg')));
    expect(screen.getByRole('img', { name: 'Attached photo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Attached photo' })).not.toBeInTheDocument();
    expect(screen.getByText('Add a photo')).toBeInTheDocument();
  });
});

describe('process, review, save', () => {
  test('the review shows each item with its type, details, time in the zone (a date as a date) and notes, to edit', async () => {
    serve(ok({ items }));
    const { user } = renderCard();
    await user.type(textBox(), 'eggs, ran, bp{Enter}');
    await screen.findByRole('region', { name: 'Review before saving' });
    const [eggs, run, pressure] = screen.getAllByRole('listitem');
    expect(within(eggs).getByLabelText('Type')).toHaveDisplayValue('Food & Drinks');
    expect(within(eggs).getByLabelText('Details')).toHaveValue('two eggs and coffee');
    expect(within(eggs).getByLabelText('Date and time')).toHaveValue('2026-11-21T08:00');
    expect(within(run).getByLabelText('Type')).toHaveDisplayValue('Physical Activities');
    expect(within(run).getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(within(run).getByLabelText('Notes (optional)')).toHaveValue('felt easy');
    expect(within(pressure).getByLabelText('Type')).toHaveDisplayValue('Related Data');
    expect(within(pressure).getByLabelText('Type name')).toHaveValue('Blood pressure');
    expect(screen.getByRole('heading', { name: 'Review before saving' })).toHaveFocus();
  });

  test('Confirm & Save sends the items unchanged, then says so, clears everything, refocuses the text box and calls onSaved', async () => {
    serve(ok({ items }), ok(saved));
    const { user, onSaved } = renderCard();
    await user.type(textBox(), 'eggs, ran, bp{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm & Save' }));
    expect(requests[1]).toEqual(
      expect.objectContaining({
        url: '/api/structured-data/save/',
        method: 'POST',
        body: { raw_text: 'eggs, ran, bp', items: sent, timezone: 'America/New_York' },
      }),
    );
    expect(await screen.findByText('Information successfully saved!')).toBeInTheDocument();
    expect(textBox()).toHaveValue('');
    expect(textBox()).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Review before saving' })).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  test('with a photo: both calls are multipart with the compressed image, the items as a JSON string', async () => {
    const compressed = photo(150 * 1024, 'lunch.jpg', 'image/jpeg');
    compress.mockResolvedValue(compressed);
    serve(ok({ items: items.slice(0, 1) }), ok({ ...saved, image_url: 'u/x.jpg' }));
    const { user, onSaved } = renderCard();
    await user.type(textBox(), 'lunch');
    pickFile(photo(3 * 1024 * 1024));
    await screen.findByRole('button', { name: 'Remove image' });
    await user.click(screen.getByRole('button', { name: 'Process Information' }));

    const { url: processPath, method: processMethod, body: processForm } = requests[0] as RecordedRequest & { body: FormData };
    expect([processMethod, processPath]).toEqual(['POST', '/api/ai/process-input-with-image/']);
    expect(processForm.get('text')).toBe('lunch');
    expect(processForm.get('timezone')).toBe('America/New_York');
    expect((processForm.get('image') as File).size).toBe(compressed.size);

    expect(await screen.findByRole('img', { name: 'Uploaded photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Save' }));
    const { url: savePath, method: saveMethod, body: saveForm } = requests[1] as RecordedRequest & { body: FormData };
    expect([saveMethod, savePath]).toEqual(['POST', '/api/structured-data/save-with-image/']);
    expect(saveForm.get('raw_text')).toBe('lunch');
    expect(saveForm.get('items')).toBe(JSON.stringify(sent.slice(0, 1)));
    expect(saveForm.get('timezone')).toBe('America/New_York');
    expect((saveForm.get('image') as File).name).toBe('lunch.jpg');
    expect(await screen.findByText('Information successfully saved!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Attached photo' })).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  test('an image alone is enough to process', async () => {
    compress.mockResolvedValue(photo(100 * 1024, 'a.jpg', 'image/jpeg'));
    serve(ok({ items }));
    const { user } = renderCard();
    pickFile(photo());
    await screen.findByRole('button', { name: 'Remove image' });
    await user.click(screen.getByRole('button', { name: 'Process Information' }));
    expect(window.alert).not.toHaveBeenCalled();
    expect(requests[0].url).toBe('/api/ai/process-input-with-image/');
  });

  test('no items: the docs/PRODUCT.md text and no review', async () => {
    serve(ok({ items: [] }));
    const { user } = renderCard();
    await user.type(textBox(), 'hello{Enter}');
    expect(await screen.findByText('No structured data could be extracted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm & Save' })).not.toBeInTheDocument();
  });

  test('Cancel clears the items and the text, and saves nothing', async () => {
    serve(ok({ items }));
    const onSaved = jest.fn();
    const { user } = renderCard(onSaved);
    await user.type(textBox(), 'eggs{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Review before saving' })).not.toBeInTheDocument();
    expect(textBox()).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('refusals', () => {
  test.each<[string, FakeAnswer | 'network', string]>([
    [
      'trial ended (403)',
      { status: 403, body: { detail: 'Your free trial has ended.', code: 'trialEnded' } },
      'Your free trial has ended.',
    ],
    ['credits used up (403)', { status: 403, body: { detail: 'No AI credits left.', code: 'creditsExhausted' } }, 'No AI credits left.'],
    ['AI busy (503)', { status: 503, body: { detail: 'The AI is busy.' } }, 'The AI is busy.'],
    ['a field error (400)', { status: 400, body: { text: ['Too long.'] } }, 'Too long.'],
    ['no answer', 'network', 'Network error - unable to reach server'],
  ])("%s: the text shown is the server's", async (_label, answer, text) => {
    serve(answer);
    const { user } = renderCard();
    await user.type(textBox(), 'eggs{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(requests).toHaveLength(1); // each call spends a credit: never retried
  });

  test('a failed save keeps the review so it can be tried again', async () => {
    serve(ok({ items }), { status: 403, body: { detail: 'No image uploads left.', code: 'imagesExhausted' } });
    const { user, onSaved } = renderCard();
    await user.type(textBox(), 'eggs{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm & Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No image uploads left.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm & Save' })).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('what the page adds: a notice above Process, and AI capture paused', () => {
  const paused = 'Your trial credits are used up: choose a plan to keep using AI capture.';

  test('the notice shows inside the card, above Process', () => {
    render(<DataInputCard notice={<p>Credits: 950 of 1,000 used</p>} />);
    const notice = screen.getByText('Credits: 950 of 1,000 used');
    const processButton = screen.getByRole('button', { name: 'Process Information' });
    expect(screen.getByRole('region', { name: 'Your Data' })).toContainElement(notice);
    expect(notice.compareDocumentPosition(processButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('paused: Process and the photo picker are disabled, the reason is said and describes Process; Enter sends nothing', async () => {
    render(<DataInputCard aiPaused={paused} />);
    const user = userEvent.setup();
    const processButton = screen.getByRole('button', { name: 'Process Information' });
    expect(processButton).toBeDisabled();
    expect(processButton).toHaveAccessibleDescription(paused);
    expect(fileInput()).toBeDisabled();
    await user.type(textBox(), 'two eggs{Enter}');
    expect(textBox()).toHaveValue('two eggs');
    expect(requests).toHaveLength(0);
  });

  test('not paused (null): Process works as before', () => {
    render(<DataInputCard aiPaused={null} />);
    expect(screen.getByRole('button', { name: 'Process Information' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Process Information' })).not.toHaveAccessibleDescription();
  });
});
