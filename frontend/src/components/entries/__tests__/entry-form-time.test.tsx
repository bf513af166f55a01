// The entry form's date and time: a time more than an hour ahead shows the one future message on the field and is
// not saved until it changes (shared/future-time.ts, the rule the entries API refuses by); the field is one Tab stop.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUTURE_TIME_MESSAGE } from '@shared/future-time';
import { EntryForm } from '../entry-form';
import { emptyDraft, type EntryDraft } from '../entry-draft';

// 10:00 in New York.
const NOW = new Date('2026-01-20T15:00:00Z');
const ZONE = 'America/New_York';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.setItem('timeZone', ZONE);
});
afterEach(() => jest.useRealTimers());

function Form({ when, onSubmit }: { when: string; onSubmit(draft: EntryDraft): void }) {
  const [draft, setDraft] = useState<EntryDraft>({ ...emptyDraft(ZONE), when, details: 'pizza' });
  return (
    <EntryForm
      collection="food-drinks"
      draft={draft}
      onChange={setDraft}
      system="metric"
      onSubmit={onSubmit}
      submitLabel="Save"
      busy={false}
      idPrefix="t"
      label="New entry"
    />
  );
}

const setup = (when: string) => {
  const onSubmit = jest.fn();
  render(<Form when={when} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), field: screen.getByLabelText('Date and time') };
};

test('more than an hour ahead: the message is on the field and Save refuses with focus on it; an earlier time saves', async () => {
  const { onSubmit, user, field } = setup('2026-01-21T19:00');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(FUTURE_TIME_MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(field).toHaveFocus();

  fireEvent.change(field, { target: { value: '2026-01-20T09:00' } });
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(FUTURE_TIME_MESSAGE)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ when: '2026-01-20T09:00' }));
});

test('up to an hour ahead is fine ("coffee at 11" said at 10:00 saves)', async () => {
  const { onSubmit, user, field } = setup('2026-01-20T11:00');
  expect(field).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalled();
});

test('Tab leaves the date and time in one step (Chromium would walk its parts), Shift+Tab too', () => {
  const { field } = setup('2026-01-20T09:00');
  field.focus();
  expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(false);
  expect(screen.getByLabelText('Details')).toHaveFocus();
  field.focus();
  expect(fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })).toBe(true);
});
