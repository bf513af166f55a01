// The top navigation for signed-in users: logo, sections, clock, profile circle, Logout; a menu on small screens.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AppLogo } from './app-logo';
import { CurrentTime } from './current-time';
import { NavLinks } from './nav-links';
import { ProfileButton } from './profile-button';

export function SignedInNav() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone menu's links and clock are drawn once it is first opened: at start they were a quarter of the frame's
  // first render, for a menu most visits never open (docs/PERFORMANCE.md "The first render in tasks").
  const [menuDrawn, setMenuDrawn] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A boolean from the first render on (undefined while the session is checked), so the memoised links keep their props.
  const staff = user?.is_staff === true;

  useEffect(() => setMenuOpen(false), [pathname]);
  // From the moment the menu opens (useEffect waits for the next frame on preact/compat: docs/FRONTEND.md).
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const signOut = async () => {
    setMenuOpen(false);
    // A device signed out of stops showing this person's reminders (docs/REMINDERS.md "Delivery"): the code that
    // deletes the subscription loads only when there is one (no worker or no Push API: none).
    const push = await navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .catch(() => null);
    if (push) await import('@/features/push/forget-device').then((m) => m.forgetDevice(push)).catch(() => undefined);
    await logout();
    navigate(paths.login);
  };

  return (
    <header className="topbar">
      <nav className="topbar-inner" aria-label="Main">
        <AppLogo />
        <NavLinks className="nav-sections" staff={staff} />
        <div className="topbar-actions">
          <CurrentTime className="topbar-clock" />
          <ProfileButton user={user} />
          <button type="button" className="btn btn-secondary btn-sm topbar-logout" onClick={signOut}>
            Logout
          </button>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="app-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setMenuDrawn(true);
              setMenuOpen((open) => !open);
            }}
          >
            <span className="menu-icon" aria-hidden="true" />
          </button>
        </div>
      </nav>
      <div id="app-menu" className="app-menu" hidden={!menuOpen}>
        {menuDrawn && (
          <>
            <CurrentTime className="app-menu-clock" />
            <NavLinks className="app-menu-links" staff={staff} onNavigate={closeMenu} />
            <button type="button" className="btn btn-secondary btn-block" onClick={signOut}>
              Logout
            </button>
          </>
        )}
      </div>
    </header>
  );
}
