// Profile update: only the profile's own fields. A new username or e-mail needs the current password (S43, throttled
// with the password change's per-account count); a new username is claimed before the old one is freed, and a new
// e-mail only waits for the link mailed to it (email-change.ts): the old address stays until then.
import { apiMessages } from '../../shared/messages';
import { birthYearOfAge } from '../../shared/account-rules';
import type * as z from 'zod';
import type { profileUpdateRequest, profileUpdateResponse, ProfileUpdateRequest } from '../../shared/schemas/auth';
import { InvalidFields } from '../platform/errors';
import type { OwnTargets } from '../../shared/nutrition-targets';
import { claimUsername, getUser, releaseUsername, updateUser, type UserRecord } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { requestEmailChange, takeEmailChange } from './email-change';
import { passwordConfirmed } from './password-check';
import { presentUser } from './present-user';

/** docs/PRODUCT.md's `age` is kept as the birth year it gives; a birth year sent with it wins. Either clears the old age. */
function profileFields({ age, birth_year, nutrition_targets, ...rest }: Omit<ProfileUpdateRequest, 'current_password'>, user: UserRecord) {
  const birthYear = birth_year !== undefined ? birth_year : age === undefined ? undefined : age === null ? null : birthYearOfAge(age);
  const fields = { ...rest, nutrition_targets: ownTargetsAfter(user.nutrition_targets, nutrition_targets) };
  return birthYear === undefined ? fields : { ...fields, birth_year: birthYear, age: null };
}

/** Own targets after an update: the sent nutrients change (null clears one), the rest stay; null clears them all. */
function ownTargetsAfter(current: UserRecord['nutrition_targets'], sent: OwnTargets | null | undefined): UserRecord['nutrition_targets'] {
  if (sent === undefined) return undefined;
  const merged: OwnTargets = sent === null ? {} : { ...current, ...sent };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value != null)) as UserRecord['nutrition_targets'];
}

const changed = (next: string | undefined, current: string) => next !== undefined && next.toLowerCase() !== current.toLowerCase();

export async function updateProfile(
  mail: MailSender,
  user: UserRecord,
  { current_password: currentPassword, ...input }: z.infer<typeof profileUpdateRequest>,
  requestId: string,
): Promise<z.infer<typeof profileUpdateResponse>> {
  const newUsername = changed(input.username, user.username);
  const newEmail = changed(input.email, user.email);

  if (newUsername || newEmail) {
    if (!currentPassword) throw InvalidFields.field('current_password', apiMessages.currentPasswordRequired);
    if (!(await passwordConfirmed(user, currentPassword))) throw InvalidFields.field('current_password', apiMessages.currentPasswordWrong);
    if (newEmail) await takeEmailChange(user);
  }
  if (newUsername && !(await claimUsername(input.username!, user.userId))) throw InvalidFields.field('username', apiMessages.usernameTaken);
  // A new address is not written here (a change of case only is: it is the same claim).
  const fields = profileFields(newEmail ? { ...input, email: undefined } : input, user);
  try {
    await updateUser(user.userId, fields);
  } catch (error) {
    if (newUsername) await releaseUsername(input.username!, user.userId);
    throw error;
  }
  if (newUsername) await releaseUsername(user.username, user.userId);
  if (newEmail) await requestEmailChange(mail, user, input.email!, requestId);

  const updated = (await getUser(user.userId))!;
  return { message: apiMessages.profileUpdated, user: presentUser(updated) };
}
