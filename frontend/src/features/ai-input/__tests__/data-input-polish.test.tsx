// The 'Your Data' card on a phone and from the keyboard (issue 11): the hint names no Shift+Enter on a screen keyboard,
// the photo keeps one place whether a photo is attached or not, and Escape cancels the review from anywhere in the card
// or with nothing focused, but not from another card's field.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/testing/fake-fetch';
import { DataInputCard } from '../components/data-input-card';
import { TOUCH_KEYBOARD_QUERY } from '../use-touch-keyboard';

jest.mock('@/lib/image-compression', () => ({
  ...jest.requireActual('@/lib/image-compression'),
  compressImage: jest.fn(async (file: File) => file),
}));

const run = { category: 'physical_activities', details: 'ran 5 km', calculated_time: '2026-11-21T07:00:00-05:00', notes: '' };

/** A window whose media queries answer `matches` for the touch-keyboard query. */
function setTouchScreen(matches: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === TOUCH_KEYBOARD_QUERY && matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  installFetch(() => ({ status: 200, body: { items: [run], changes: [], unmatched: [] } }));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const textBox = () => screen.getByRole('textbox', { name: 'What happened?' });

describe('the hint under the text box', () => {
  test('with a keyboard it names Enter and Shift+Enter', () => {
    setTouchScreen(false);
    render(<DataInputCard />);
    expect(textBox()).toHaveAccessibleDescription('Enter processes it; Shift+Enter starts a new line.');
  });

  test('on a touch screen or a phone-sized window it does not mention Shift+Enter', () => {
    setTouchScreen(true);
    render(<DataInputCard />);
    expect(textBox()).toHaveAccessibleDescription('The Enter (return) key processes it.');
    expect(screen.queryByText(/Shift\+Enter/)).not.toBeInTheDocument();
  });
});

test("the photo's place holds the picker, then the thumbnail, with Process Information beside it either way", async () => {
  render(<DataInputCard />);
  const slot = screen.getByText('Add a photo').closest('.data-input-image-slot');
  const process = screen.getByRole('button', { name: 'Process Information' });
  expect(slot?.nextElementSibling).toBe(process);
  fireEvent.change(document.querySelector('input[type="file"]')!, {
    target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'lunch.png', { type: 'image/png' })] },
  });
  const thumb = await screen.findByRole('img', { name: 'Attached photo' });
  expect(thumb.closest('.data-input-image-slot')).toBe(slot);
  expect(slot?.nextElementSibling).toBe(process);
});

describe('Escape cancels the review', () => {
  async function openReview() {
    const user = userEvent.setup();
    render(
      <main tabIndex={-1}>
        <DataInputCard />
        <label>
          Another card&apos;s box
          <input />
        </label>
      </main>,
    );
    await user.type(textBox(), 'ran 5 km{Enter}');
    await screen.findByRole('region', { name: 'Review before saving' });
    return user;
  }
  const review = () => screen.queryByRole('region', { name: 'Review before saving' });

  test('with nothing focused (a click on its text moved focus to the page)', async () => {
    const user = await openReview();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(review()).not.toBeInTheDocument();
    await waitFor(() => expect(textBox()).toHaveFocus());
  });

  test('with focus on the <main> holding the card (a click on plain text there)', async () => {
    const user = await openReview();
    screen.getByRole('main').focus();
    await user.keyboard('{Escape}');
    expect(review()).not.toBeInTheDocument();
  });

  test('from the text box above it', async () => {
    const user = await openReview();
    textBox().focus();
    await user.keyboard('{Escape}');
    expect(review()).not.toBeInTheDocument();
  });

  test("not from another card's field", async () => {
    const user = await openReview();
    screen.getByRole('textbox', { name: "Another card's box" }).focus();
    await user.keyboard('{Escape}');
    expect(review()).toBeInTheDocument();
  });
});
