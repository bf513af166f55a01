// Sign-up: validate, hash, then claim username and e-mail with conditional writes so two sign-ups never share either.
import { ulid } from 'ulid';
import { apiMessages } from '../../shared/messages';
import { registerRequest } from '../../shared/schemas/auth';
import { ValidationError } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { claimEmail, claimUsername, createUser, releaseEmail, releaseUsername } from '../data/users';
import { passwordProblems } from './password-rules';
import { hashPassword } from './passwords';

export async function register(request: ApiRequest): Promise<ApiResult> {
  const input = parseBody(registerRequest, request.body);
  if (input.password !== input.password2) throw ValidationError.field('password', apiMessages.passwordsDontMatch);
  const problems = await passwordProblems(input.password, input);
  if (problems.length > 0) throw new ValidationError({ password: problems });

  const userId = ulid();
  const passwordHash = await hashPassword(input.password);
  if (!(await claimUsername(input.username, userId))) throw ValidationError.field('username', apiMessages.usernameTaken);
  try {
    if (!(await claimEmail(input.email, userId))) throw ValidationError.field('email', apiMessages.emailTaken);
    await createUser({
      userId,
      username: input.username,
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      is_staff: false,
      groups: [],
      date_joined: new Date().toISOString(),
      password_hash: passwordHash,
      tokens_valid_after: 0,
      height_cm: null,
      weight_kg: null,
      age: null,
      gender: null,
    });
  } catch (error) {
    // A taken e-mail, or a failed (throttled) write: no claim of this sign-up stays, so the name can sign up again.
    // Each release is conditional on this sign-up's id, so someone else's e-mail is never freed.
    await Promise.allSettled([releaseUsername(input.username, userId), releaseEmail(input.email, userId)]);
    throw error;
  }
  return {
    statusCode: 201,
    body: { id: userId, username: input.username, email: input.email, first_name: input.first_name, last_name: input.last_name },
  };
}
