// Profile form: height and weight stay in sync between units as the user types (docs/PRODUCT.md §5).
import { screen } from '@testing-library/react';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { installFetch, type RecordedRequest } from '@/testing/fake-fetch';
import { openProfileEditor } from './profile-editor';

const mockUser: CurrentUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: '',
  is_staff: false,
  groups: [],
  date_joined: '2026-01-01T00:00:00Z',
  profile: { height_cm: null, weight_kg: null, age: null, gender: null, height_ft_in: null, weight_lbs: null },
};
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ user: mockUser, refreshUser: jest.fn(async () => undefined) }) }));

let requests: RecordedRequest[];
beforeEach(() => {
  requests = installFetch(() => ({ status: 200, body: { message: 'ok', user: mockUser } })).requests;
});

/** The one profile save, once it has been answered (the page is back in view mode). */
async function savedProfile() {
  expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ url: '/api/auth/profile/update/', method: 'PUT' });
  return requests[0].body;
}

const openEditor = openProfileEditor;

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

test('180 cm reads as 5 ft 11 in', async () => {
  const user = await openEditor();
  await user.type(screen.getByLabelText('Height (cm)'), '180');
  await user.click(screen.getByRole('radio', { name: 'ft/in' }));
  expect(value('Feet')).toBe('5');
  expect(value('Inches')).toBe('11');
});

test('6 ft 0 in reads as 182.9 cm and is saved as such', async () => {
  const user = await openEditor();
  await user.click(screen.getByRole('radio', { name: 'ft/in' }));
  await user.type(screen.getByLabelText('Feet'), '6');
  await user.type(screen.getByLabelText('Inches'), '0');
  await user.click(screen.getByRole('radio', { name: 'cm' }));
  expect(value('Height (cm)')).toBe('182.9');
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  expect(await savedProfile()).toMatchObject({ height_cm: 182.9 });
});

test('70 kg reads as 154 lbs', async () => {
  const user = await openEditor();
  await user.type(screen.getByLabelText('Weight (kg)'), '70');
  await user.click(screen.getByRole('radio', { name: 'lbs' }));
  expect(value('Weight (lbs)')).toBe('154');
});

test('154 lbs reads as 69.9 kg and is saved as kg', async () => {
  const user = await openEditor();
  await user.click(screen.getByRole('radio', { name: 'lbs' }));
  await user.type(screen.getByLabelText('Weight (lbs)'), '154');
  await user.click(screen.getByRole('radio', { name: 'kg' }));
  expect(value('Weight (kg)')).toBe('69.9');
  await user.click(screen.getByRole('button', { name: 'Save Profile' }));
  expect(await savedProfile()).toMatchObject({ weight_kg: 69.9 });
});

test('clearing the height in cm clears feet and inches too', async () => {
  const user = await openEditor();
  await user.type(screen.getByLabelText('Height (cm)'), '170');
  await user.clear(screen.getByLabelText('Height (cm)'));
  await user.click(screen.getByRole('radio', { name: 'ft/in' }));
  expect(value('Feet')).toBe('');
  expect(value('Inches')).toBe('');
});
