// The marketing side of the sign-in page: a heading and text for each mode (Welcome Back, Join, Reset Password).
import { APP_NAME, RESET_LINK_VALID_HOURS } from '@/config/constants';
import type { AuthMode } from '../auth-mode';

const intro: Record<AuthMode, { heading: string; text: string; points: string[] }> = {
  login: {
    heading: 'Welcome Back',
    text: 'Sign in to pick up where you left off: your entries, your trends and your AI assistant.',
    points: ['Log a day in one sentence or a photo', 'Review every entry before it is saved', 'Ask questions about your own data'],
  },
  register: {
    heading: `Join ${APP_NAME}`,
    text: 'Create a free account and turn plain words into a health journal you can look back on and ask about.',
    points: ['Food, sleep, activity, mood and more', 'A free trial of the AI features', 'Export or delete your data at any time'],
  },
  forgot: {
    heading: 'Reset Password',
    text: `Enter the email address of your account and we'll send you a link to choose a new password. The link works for ${RESET_LINK_VALID_HOURS} hours.`,
    points: ['Check your spam folder if it does not arrive', 'Each link works once'],
  },
};

export function AuthIntroPanel({ mode }: { mode: AuthMode }) {
  const { heading, text, points } = intro[mode];
  return (
    <aside className="auth-intro" aria-label="About">
      <h2 className="auth-intro-heading">{heading}</h2>
      <p className="auth-intro-text">{text}</p>
      <ul className="auth-intro-points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </aside>
  );
}
