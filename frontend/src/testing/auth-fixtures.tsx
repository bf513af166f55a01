// Signed-in states for web tests: a sample user, a fixed auth state, and a provider for it.
import type { ReactNode } from 'react';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { AuthContext, type AuthState } from '@/lib/auth';

export function sampleUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '01HZX0000000000000000000AA',
    username: 'ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_staff: false,
    groups: [],
    date_joined: '2025-01-01T00:00:00Z',
    profile: { height_cm: null, weight_kg: null, age: null, gender: null, height_ft_in: null, weight_lbs: null },
    ...overrides,
  };
}

/** An auth state with jest mocks for the actions; anonymous unless a user is given. */
export function fixedAuth(overrides: Partial<AuthState> = {}): AuthState {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: false,
    authMessage: null,
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    refreshUser: jest.fn(async () => undefined),
    clearSession: jest.fn(),
    accountDeleted: false,
    endDeletedAccount: jest.fn(),
    ...overrides,
  };
}

export function FixedAuthProvider({ state, children }: { state: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
