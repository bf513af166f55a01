// Profile update: only the profile's own fields; a new username or e-mail is claimed before the old one is freed.
import { apiMessages } from '../../shared/messages';
import { birthYearOfAge } from '../../shared/account-rules';
import { profileUpdateRequest, type ProfileUpdateRequest } from '../../shared/schemas/auth';
import { ValidationError } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { claimEmail, claimUsername, getUser, releaseEmail, releaseUsername, updateUser } from '../data/users';
import { presentUser } from './present-user';

/** SPEC.md's `age` is kept as the birth year it gives; a birth year sent with it wins. Either clears the old age. */
function profileFields({ age, birth_year, ...rest }: ProfileUpdateRequest) {
  const birthYear = birth_year !== undefined ? birth_year : age === undefined ? undefined : age === null ? null : birthYearOfAge(age);
  return birthYear === undefined ? rest : { ...rest, birth_year: birthYear, age: null };
}

const changed = (next: string | undefined, current: string) => next !== undefined && next.toLowerCase() !== current.toLowerCase();

export async function updateProfile(request: ApiRequest): Promise<ApiResult> {
  const user = request.user!;
  const input = parseBody(profileUpdateRequest, request.body);
  const newUsername = changed(input.username, user.username);
  const newEmail = changed(input.email, user.email);

  if (newUsername && !(await claimUsername(input.username!, user.userId)))
    throw ValidationError.field('username', apiMessages.usernameTaken);
  if (newEmail && !(await claimEmail(input.email!, user.userId))) {
    if (newUsername) await releaseUsername(input.username!, user.userId);
    throw ValidationError.field('email', apiMessages.emailTaken);
  }
  try {
    await updateUser(user.userId, profileFields(input));
  } catch (error) {
    if (newUsername) await releaseUsername(input.username!, user.userId);
    if (newEmail) await releaseEmail(input.email!, user.userId);
    throw error;
  }
  if (newUsername) await releaseUsername(user.username, user.userId);
  if (newEmail) await releaseEmail(user.email, user.userId);

  const updated = (await getUser(user.userId))!;
  return { statusCode: 200, body: { message: apiMessages.profileUpdated, user: presentUser(updated) } };
}
