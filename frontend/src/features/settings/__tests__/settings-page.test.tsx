// The settings page's sections (SPEC.md §2), before their controls arrive.
import { render, screen } from '@testing-library/react';
import { SettingsPage } from '../settings-page';

test('has the Subscription Management, Timezone Settings and Data Export sections', () => {
  render(<SettingsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Subscription Management',
    'Timezone Settings',
    'Data Export',
  ]);
});
