// Profile save: what is sent, what is refused, and the texts the user sees (docs/PRODUCT.md §4, §5, §8).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { ProfilePage } from '../profile-page';
import { openProfileEditor, saveProfile } from './profile-editor';

const mockUser: CurrentUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_staff: false,
  groups: [],
  date_joined: '2026-01-01T00:00:00Z',
  profile: { height_cm: 170, weight_kg: 60, age: 36, gender: 'F', height_ft_in: { feet: 5, inches: 7 }, weight_lbs: 132 },
};
const mockRefreshUser = jest.fn(async () => undefined);
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ user: mockUser, refreshUser: mockRefreshUser }) }));

let requests: RecordedRequest[];
function answerWith(answer: FakeAnswer) {
  requests = installFetch(() => answer).requests;
}

beforeEach(() => {
  answerWith({ status: 200, body: { message: 'Profile updated successfully!', user: mockUser } });
  mockRefreshUser.mockClear();
});

const openEditor = openProfileEditor;
const save = saveProfile;

test('sends every field, with emptied height, weight, birth year and gender as null', async () => {
  const user = await openEditor();
  await user.clear(screen.getByLabelText('Height (cm)'));
  await user.clear(screen.getByLabelText('Weight (kg)'));
  await user.clear(screen.getByLabelText('Birth Year'));
  await user.selectOptions(screen.getByLabelText('Gender'), '');
  await save(user);
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ url: '/api/auth/profile/update/', method: 'PUT' });
  expect(requests[0].body).toEqual({
    username: 'ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    height_cm: null,
    weight_kg: null,
    birth_year: null,
    gender: null,
  });
});

test('shows the birth year an age saved before birth years gives', async () => {
  await openEditor();
  expect(screen.getByLabelText('Birth Year')).toHaveValue(new Date().getUTCFullYear() - 36);
});

test.each(['36', String(new Date().getUTCFullYear()), String(new Date().getUTCFullYear() - 121), '1990.5'])(
  'refuses a Birth Year of %s without calling the server',
  async (year) => {
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Birth Year'));
    await user.type(screen.getByLabelText('Birth Year'), year);
    await save(user);
    expect(screen.getByText(/^Enter the year you were born/)).toBeInTheDocument();
    expect(screen.getByLabelText('Birth Year')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  },
);

test('success returns to view, refreshes the user, and its message clears after 3 s', async () => {
  jest.useFakeTimers();
  try {
    const user = await openEditor({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(screen.getByLabelText('Birth Year'));
    await user.type(screen.getByLabelText('Birth Year'), '1990');
    await act(() => save(user)); // the fake fetch answers while user-event advances the fake clock
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ birth_year: 1990, gender: 'F', height_cm: 170, weight_kg: 60 });
    expect(mockRefreshUser).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test.each([
  ['the server message', { message: 'Username already taken.' }, 'Username already taken.'],
  ['the detail', { detail: 'Something specific went wrong.' }, 'Something specific went wrong.'],
  [
    'the first field error, which names its field',
    { email: ['A user with that email already exists.'] },
    /^A user with that email already exists\.$/,
  ],
  [
    'a field error named by the field’s label, never the API’s name',
    { birth_year: ['A valid integer is required.'] },
    /^Birth Year: A valid integer is required\.$/,
  ],
  ['the fallback', undefined, 'Failed to update profile. Please try again.'],
])('failure shows %s and stays in edit mode', async (_case, body, text) => {
  answerWith({ status: 400, body });
  const user = await openEditor();
  await save(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
  expect(mockRefreshUser).not.toHaveBeenCalled();
});

test('Cancel restores the stored values and returns focus to Edit Profile', async () => {
  const user = await openEditor();
  expect(screen.getByLabelText('Username')).toHaveFocus();
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'someone-else');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  const personal = screen.getByRole('region', { name: 'Personal Information' });
  expect(within(personal).getByText('ada')).toBeInTheDocument();
  expect(screen.queryByText('someone-else')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByLabelText('Username')).toHaveValue('ada');
  expect(requests).toHaveLength(0);
});

test('view mode shows Birth Year, gender and both units', () => {
  render(
    <MemoryRouter>
      <ProfilePage />
    </MemoryRouter>,
  );
  const physical = screen.getByRole('region', { name: 'Physical Information' });
  expect(within(physical).getByText(String(new Date().getUTCFullYear() - 36))).toBeInTheDocument();
  expect(within(physical).getByText('Female')).toBeInTheDocument();
  expect(within(physical).getByText('170 cm (5 ft 7 in)')).toBeInTheDocument();
  expect(within(physical).getByText('60 kg (132 lbs)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/account/delete');
});
