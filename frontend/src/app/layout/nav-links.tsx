// The four app sections, as links that mark the current one (used in the bar and in the phone menu).
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const sections = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.logs, label: 'Logs' },
  { to: paths.analytics, label: 'Analytics' },
  { to: paths.settings, label: 'Settings' },
] as const;

export function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {sections.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className="nav-link" onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
