// PUT /auth/profile/update/: saves the profile form (SPEC.md §7); answers {message}.
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf, type BodyOf } from '@/lib/call-api';

/** The form sends every field but age (its birth year stands for it) and the display preferences (Settings keeps those). */
export type ProfileUpdate = Required<Omit<BodyOf<'updateProfile'>, 'age' | 'time_zone' | 'date_order' | 'clock'>>;

export const updateProfile = (body: ProfileUpdate) => callApi('updateProfile', { body });

export function useUpdateProfile() {
  return useSWRMutation(pathOf('updateProfile'), (_path: string, { arg }: { arg: ProfileUpdate }) => updateProfile(arg));
}
