// Pieces of the account screens' frame: a back arrow to /, the brand, the form heading.
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

export function AuthBackLink() {
  return (
    <Link to={paths.home} className="auth-back" aria-label={`Back to ${APP_NAME} home`}>
      <span aria-hidden="true">←</span>
      <span className="auth-back-label">Home</span>
    </Link>
  );
}

export function AuthBrand() {
  return (
    <p className="auth-brand">
      <span className="app-logo-mark" aria-hidden="true" />
      {APP_NAME}
    </p>
  );
}

export function AuthFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="auth-form-header">
      <AuthBrand />
      <h1 id="auth-title">{title}</h1>
      <p className="muted">{subtitle}</p>
    </header>
  );
}
