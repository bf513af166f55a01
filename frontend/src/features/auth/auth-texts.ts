// The account screens' user-facing texts, verbatim from SPEC.md §2, §4, §5 and §8.

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
  agreement:
    'I understand that this app is not a substitute for professional medical diagnosis, and I agree to consult a doctor about any health concerns.',
} as const;
