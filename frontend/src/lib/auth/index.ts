// The signed-in state of the app: provider, hook, and the texts of its states.
export { AuthProvider, startSessionCheck } from './auth-provider';
export { AuthContext, useAuth, type AuthState } from './auth-context';
export { AUTH_MESSAGES } from './auth-messages';
