// The shares routes the web app calls (docs/SHARING.md "Links"): make a link, list them with their opens, revoke one.
// TEMPORARY until the shares group's routes are merged: the shapes of the team's decision, called through the client.
import { api } from '@/lib/api-client';

export type SharePatient = 'name' | 'initials' | 'none';
export type ShareStatus = 'active' | 'expired' | 'revoked' | 'locked';

export interface ShareSummary {
  id: string;
  label: string;
  days: number;
  types: string[];
  patient: SharePatient;
  created_at: string;
  expires_at: string;
  passcode: boolean;
  status: ShareStatus;
  opens: number;
  last_opened_at: string | null;
}

export interface ShareBody {
  days: number;
  types: string[];
  patient: SharePatient;
  expires_in_days: number;
  passcode: boolean;
  label: string;
}

export interface CreatedShare {
  share: ShareSummary;
  shlink: string;
  viewer_url: string;
  passcode: string | null;
}

export interface ShareOpen {
  at: string;
  country: string | null;
  browser: string;
}

const BASE = ['', 'api', 'shares', ''].join('/');
export const createShare = (body: ShareBody) => api.post<CreatedShare>(BASE, body);
export const listShares = () => api.get<{ shares: ShareSummary[] }>(BASE);
export const shareOpens = (id: string) => api.get<{ opens: ShareOpen[] }>(`${BASE}${encodeURIComponent(id)}/opens/`);
export const revokeShare = (id: string) => api.delete<void>(`${BASE}${encodeURIComponent(id)}/`);
