// The logo button: the product mark and name, leading to /.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

// memo: the layout draws this again when the session's check answers; nothing here depends on it (docs/PERFORMANCE.md
// "Boot work, profiled").
export const AppLogo = memo(function AppLogo() {
  return (
    <Link to={paths.home} className="app-logo" aria-label={`${APP_NAME} home`}>
      <span className="app-logo-mark" aria-hidden="true" />
      <span className="app-logo-name">{APP_NAME}</span>
    </Link>
  );
});
