// The three modes of the sign-in page, chosen by ?view= (register or forgot; anything else is login).

export type AuthMode = 'login' | 'register' | 'forgot';

export function authModeOf(view: string | null): AuthMode {
  return view === 'register' || view === 'forgot' ? view : 'login';
}

export const formHeading: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Sign in', subtitle: 'Use your username and password.' },
  register: { title: 'Create account', subtitle: 'It takes a minute. Only the fields marked optional can stay empty.' },
  forgot: { title: 'Forgot password', subtitle: 'We will email you a reset link.' },
};
