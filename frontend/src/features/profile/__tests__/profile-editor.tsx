// The profile page opened in edit mode, and its Save button: what every profile web test starts from.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ProfilePage } from '../profile-page';

export type ProfileUser = ReturnType<typeof userEvent.setup>;

export async function openProfileEditor(options?: Parameters<typeof userEvent.setup>[0]): Promise<ProfileUser> {
  const user = userEvent.setup(options);
  render(
    <MemoryRouter>
      <ProfilePage />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return user;
}

export const saveProfile = (user: ProfileUser) => user.click(screen.getByRole('button', { name: 'Save Profile' }));
