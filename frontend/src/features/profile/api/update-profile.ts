// PUT /auth/profile/update/: saves the profile form (SPEC.md §7); answers {message}.
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { Gender } from '@shared/schemas/auth';

export interface ProfileUpdate {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  height_cm: number | null;
  weight_kg: number | null;
  birth_year: number | null;
  gender: Gender | null;
}

const PROFILE_UPDATE_PATH = '/auth/profile/update/';

export const updateProfile = (body: ProfileUpdate) => api.put<{ message: string }>(PROFILE_UPDATE_PATH, body);

export function useUpdateProfile() {
  return useSWRMutation(PROFILE_UPDATE_PATH, (_path: string, { arg }: { arg: ProfileUpdate }) => updateProfile(arg));
}
