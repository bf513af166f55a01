// The four app sections, and for staff the usage reports, as links that mark the current one (in the bar and the phone menu).
import { memo } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const sections = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.logs, label: 'Logs' },
  { to: paths.analytics, label: 'Analytics' },
  { to: paths.settings, label: 'Settings' },
] as const;
const staffSections = [{ to: paths.adminUsageReports, label: 'Usage reports' }] as const;

/** memo: drawn twice in the signed-in bar, which draws again when the session's check answers; these links do not change then. */
export const NavLinks = memo(function NavLinks({
  className,
  onNavigate,
  staff = false,
}: {
  className: string;
  onNavigate?: () => void;
  staff?: boolean;
}) {
  return (
    <ul className={className}>
      {[...sections, ...(staff ? staffSections : [])].map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className="nav-link" onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
});
