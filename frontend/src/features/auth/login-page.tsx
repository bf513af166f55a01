// /login: sign in, register or forgot password (?view=), beside a marketing panel; signed-in users move on.
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { postLoginDestination } from '@/lib/post-login-destination';
import { authModeOf, formHeading, type AuthMode } from './auth-mode';
import { AUTH_TEXT } from './auth-texts';
import { AuthIntroPanel } from './components/auth-intro-panel';
import { AuthBackLink, AuthFormHeader } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { RegisterForm } from './components/register-form';
import { SignInForm } from './components/sign-in-form';
import './auth.css';

/** A note another page sent along as navigation state `message` (e.g. the pricing page's sign-in-to-subscribe note). */
const stateMessage = (state: unknown) => {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
};

export function LoginPage() {
  const { isAuthenticated, authMessage } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [registeredName, setRegisteredName] = useState('');
  const [registeredEmail, setRegisteredEmail] = useState('');
  const mode = authModeOf(params.get('view'));

  if (isAuthenticated) return <Navigate to={postLoginDestination(location.search, location.state)} replace />;

  // Switching modes keeps returnTo and the remembered origin.
  const show = (next: AuthMode) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'login') nextParams.delete('view');
    else nextParams.set('view', next);
    setParams(nextParams, { state: location.state });
  };
  const { title, subtitle } = formHeading[mode];
  const note = stateMessage(location.state) ?? authMessage;

  return (
    <div className="auth-page">
      <AuthIntroPanel mode={mode} />
      <section className="auth-panel" aria-labelledby="auth-title">
        <AuthBackLink />
        <div className="auth-card">
          <AuthFormHeader title={title} subtitle={subtitle} />
          {mode === 'login' && <FormAlert tone="warning">{note}</FormAlert>}
          {mode === 'login' && <FormAlert tone="success">{registeredEmail ? AUTH_TEXT.verificationSent(registeredEmail) : null}</FormAlert>}
          {mode === 'login' && (
            <SignInForm
              key={registeredName}
              initialUsername={registeredName}
              onForgot={() => show('forgot')}
              onRegister={() => show('register')}
            />
          )}
          {mode === 'register' && (
            <RegisterForm
              onSignIn={() => show('login')}
              onRegistered={(username, email) => {
                setRegisteredName(username);
                setRegisteredEmail(email);
                show('login');
              }}
            />
          )}
          {mode === 'forgot' && <ForgotPasswordForm onSignIn={() => show('login')} />}
        </div>
      </section>
    </div>
  );
}
