// The signed-in state of the app: provider, hook, and the texts of its states.
export { AuthProvider } from './auth-provider';
export { startSessionCheck } from './session-check';
export { AuthContext, useAuth, type AuthState } from './auth-context';
export { AUTH_MESSAGES } from './auth-messages';
