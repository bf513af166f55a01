// PUT /auth/profile/update/: saves the profile form (docs/PRODUCT.md §7); answers {message, user} (a new e-mail waits in
// user.pending_email for the link mailed to it).
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf, type BodyOf } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

/**
 * The form sends every field but age (its birth year stands for it), the display preferences and the nutrition
 * targets and drink unit (Settings keeps those); the current password only with a new username or e-mail.
 */
export type ProfileUpdate = Required<
  Omit<BodyOf<'updateProfile'>, 'age' | 'time_zone' | 'date_order' | 'clock' | 'nutrition_targets' | 'drink_unit' | 'current_password'>
> &
  Pick<BodyOf<'updateProfile'>, 'current_password'>;

export const updateProfile = (body: ProfileUpdate) => callApi(authOps.updateProfile, { body });

export function useUpdateProfile() {
  return useSWRMutation(pathOf(authOps.updateProfile), (_path: string, { arg }: { arg: ProfileUpdate }) => updateProfile(arg));
}
