// The two calls of the checkout return (SPEC.md §7 Payments): verify the paid session, and the plain status.
import { api } from '@/lib/api-client';

export type VerifiedSession = { status?: string; plan?: string; is_subscribed?: boolean };
export type SubscriptionStatus = { is_subscribed: boolean; user_groups: string[] };

export function verifySession(sessionId: string): Promise<VerifiedSession> {
  return api.post<VerifiedSession>('/stripe/verify-session/', { session_id: sessionId });
}

export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/stripe/subscription-status/');
}
