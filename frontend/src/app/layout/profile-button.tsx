// The profile circle: the first letter of the first name or username (U by default), a tooltip, a link to /user.
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { paths } from '@/config/paths';

export function displayName(user: CurrentUser | null): string {
  return user?.first_name || user?.username || '';
}

export function profileInitial(user: CurrentUser | null): string {
  return (displayName(user).charAt(0) || 'U').toUpperCase();
}

export function ProfileButton({ user }: { user: CurrentUser | null }) {
  const name = displayName(user);
  return (
    <Link to={paths.user} className="profile-button" aria-label={name ? `${name}, Profile` : 'Profile'}>
      <span className="profile-initial" aria-hidden="true">
        {profileInitial(user)}
      </span>
      <span className="profile-tip" aria-hidden="true">
        {name && <strong>{name}</strong>}
        <span>Profile</span>
      </span>
    </Link>
  );
}
