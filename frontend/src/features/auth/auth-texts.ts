// The account screens' user-facing texts, verbatim from docs/PRODUCT.md §2, §4, §5 and §8; the verification texts (issue 21)
// are this app's own.
import { MEDICAL_AGREEMENT } from '@/config/legal';

export const AUTH_TEXT = {
  loginFailed: 'Login failed. Please check your credentials and try again.',
  registered: 'Registration successful! Please login with your new account.',
  registerFailed: 'Registration failed. Please check your information and try again.',
  passwordsDontMatch: "Passwords don't match",
  forgotFailed: 'Failed to send password reset email. Please try again.',
  forgotSent: 'Password reset email sent successfully!',
  checkYourEmail: 'Check Your Email',
  sendAnotherEmail: 'Send Another Email',
  backToSignIn: 'Back to Sign In',
  resetFailed: 'Failed to reset password. Please try again or request a new reset link.',
  agreement: MEDICAL_AGREEMENT,
  /** Beside docs/PRODUCT.md's 'Registration successful!' alert, on the sign-in form that follows it. */
  verificationSent: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your e-mail address: the AI features wait for it. You can sign in now.`,
  verifyFailed: 'Your e-mail address could not be verified. Please try again.',
} as const;
