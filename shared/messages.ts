// Texts the API answers with, in one place: the server sends them, tests and the client can compare against them.

export const apiMessages = {
  loginFailed: 'No active account found with the given credentials',
  loginLocked: 'Too many failed login attempts. Please try again later.',
  refreshInvalid: 'Token is invalid or expired',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  passwordsDontMatch: "Password fields didn't match.",
  newPasswordsDontMatch: 'New passwords do not match.',
  currentPasswordWrong: 'Your current password was entered incorrectly. Please enter it again.',
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordCommon: 'This password is too common.',
  passwordNumeric: 'This password is entirely numeric.',
  passwordTooSimilar: 'The password is too similar to the username.',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out',
  accountDeleted: 'Account deleted successfully',
  resetEmailSent: 'If an account with that e-mail exists, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;
