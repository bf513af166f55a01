// Nutrition targets in Settings (issue 22): the defaults beside each field, the energy default shown as an estimate
// with its equation, what the profile lacks, own targets saved (an empty field = the default), a bad one refused by
// field before anything is sent, the server's 400 shown by its field, and the drink unit.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { targetsFor } from '@shared/nutrition-targets';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { NutritionTargetsSection } from '../components/nutrition-targets-section';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const now = new Date();
const profile = { birth_year: now.getUTCFullYear() - 36, gender: 'M' as const, weight_kg: 80 };

function userWith(targets: object, own: Record<string, number> = {}, drink_unit: CurrentUser['profile']['drink_unit'] = null) {
  const base = sampleUser();
  return sampleUser({
    profile: { ...base.profile, ...profile, nutrition_targets: own, drink_unit },
    nutrition: { ...targetsFor(targets, now, own), drink_unit: { unit: drink_unit ?? 'uk', source: drink_unit ? 'own' : 'default' } },
  });
}

function renderSection(user: CurrentUser, answer: () => FakeAnswer = () => ({ status: 200, body: { message: 'ok', user } })) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'Europe/London');
  const api = installFetch(answer);
  const auth = fixedAuth({ user });
  render(
    <MemoryRouter>
      <FixedAuthProvider state={auth}>
        <NutritionTargetsSection />
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  return { api, auth };
}

test('shows each default beside its field and the energy default as an estimate with its equation', () => {
  renderSection(userWith(profile));
  const energy = screen.getByLabelText('Energy (kcal)');
  expect(energy).toHaveAttribute('placeholder', '2,590');
  expect(screen.getByText('Default 2,590 kcal (an estimate)')).toBeInTheDocument();
  expect(screen.getByText('Default 64 g: RDA 0.8 g per kg × 80 kg')).toBeInTheDocument();
  const estimate = screen.getByTestId('energy-estimate');
  expect(estimate).toHaveTextContent('Energy estimate: 2,590 kcal a day. An estimate, not a measurement');
  expect(estimate).toHaveTextContent('BMR (MJ/day) = 0.0592 × weight (kg) + 2.48 (men aged 30–59)');
  expect(estimate).toHaveTextContent('0.0592 × 80 + 2.48 = 7.22 MJ = 1,725 kcal; × 1.5 = 2,590 kcal');
  expect(screen.queryByTestId('targets-missing')).not.toBeInTheDocument();
});

test('without the profile data says what is missing and links to the Profile, with no estimate', () => {
  renderSection(userWith({}));
  const missing = screen.getByTestId('targets-missing');
  expect(missing).toHaveTextContent('Add your birth year, gender and weight in your Profile to get targets for energy');
  expect(within(missing).getByRole('link', { name: 'Open your Profile' })).toHaveAttribute('href', '/user');
  expect(screen.queryByTestId('energy-estimate')).not.toBeInTheDocument();
  expect(screen.getAllByText('No default: see what your Profile lacks above.').length).toBeGreaterThan(0);
});

test('saves own targets: a typed one as a number, an emptied one as null (the default), and the drink unit', async () => {
  const user = userWith(profile, { protein_g: 120 });
  const { api, auth } = renderSection(user);
  expect(screen.getByLabelText('Protein (g)')).toHaveValue('120');
  await userEvent.type(screen.getByLabelText('Energy (kcal)'), '2100');
  await userEvent.clear(screen.getByLabelText('Protein (g)'));
  await userEvent.selectOptions(screen.getByLabelText('Show alcohol in'), 'US standard drink (14 g)');
  await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));
  await screen.findByText('Saved: the dashboard and analytics use these targets.');
  const body = api.requests[0].body as { nutrition_targets: Record<string, number | null>; drink_unit: string };
  expect(api.requests[0]).toMatchObject({ method: 'PUT', url: '/api/auth/profile/update/' });
  expect(body.nutrition_targets).toMatchObject({ energy_kcal: 2100, protein_g: null, fiber_g: null });
  expect(body.drink_unit).toBe('us');
  expect(auth.refreshUser).toHaveBeenCalled();
});

test('a bad target is refused by its field before anything is sent; the server 400 shows by its field too', async () => {
  const user = userWith(profile);
  const { api } = renderSection(user, () => ({
    status: 400,
    body: { 'nutrition_targets.fiber_g': ['Fiber target must be at most 1,000 g.'] },
  }));
  await userEvent.type(screen.getByLabelText('Energy (kcal)'), '-3');
  await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));
  expect(screen.getByLabelText('Energy (kcal)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Energy: enter a number above 0 kcal');
  expect(api.requests).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Energy (kcal)'));
  await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));
  await waitFor(() => expect(screen.getByLabelText('Fiber (g)')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByRole('alert')).toHaveTextContent('Fiber target must be at most 1,000 g.');
});

test('the drink unit offers the zone’s unit as the default', () => {
  renderSection(userWith(profile));
  expect(screen.getByRole('option', { name: 'Your zone’s: UK unit (8 g)' })).toBeInTheDocument();
});
