// The shape of the signed-in state and the hook that reads it.
import { createContext, useContext } from 'react';
import type { CurrentUser } from '@/lib/api-contract.generated';

export type AuthState = {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** True while a stored session is being checked at start-up. */
  isLoading: boolean;
  /** Why the user was signed out, for the sign-in page; null after logout or login. */
  authMessage: string | null;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
  clearSession(message?: string): void;
  /** True once the account was deleted here, until the next login: the deletion page stays to say goodbye. */
  accountDeleted: boolean;
  /** Signs out after the account was deleted: the navigation becomes the visitor's at once (issue 11). */
  endDeletedAccount(): void;
};

/** Exported so tests can provide a fixed state; the app uses AuthProvider. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
