// Sign-up: validate, count the attempt against the client's address, hash, then claim username and e-mail with
// conditional writes so two sign-ups never share either. A taken e-mail is answered exactly as a new one (201, the
// same body, one hash and one mail either way) and its owner is told by mail, so sign-up says nothing about whose
// address is registered (issue 21, S46). A new account gets a verification link (S47, verify-email.ts). What follows
// the hash differs (a taken e-mail undoes a claim, finds its owner and mails them; a new one writes the account and
// its link), so every answer waits until AFTER_HASH_FLOOR_MS after the hash, as forgot-password.ts waits for its floor (answer-floor.ts).
import { ulid } from 'ulid';
import { loginView, paths } from '../../shared/app-paths';
import { apiMessages } from '../../shared/messages';
import type * as z from 'zod';
import type { registerRequest, registerResponse } from '../../shared/schemas/auth';
import { testScryptCostLog2 } from '../platform/config';
import { InvalidFields, TooMany } from '../platform/errors';
import { logError } from '../platform/log';
import { takeAttempt } from '../data/rate-limits';
import { createAccount, findUserIdByEmail, getUser } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { addressGroup } from './address-group';
import { atFloor } from './answer-floor';
import { passwordProblems } from './password-rules';
import { hashPassword } from './passwords';
import { registrationAttemptEmail } from './signup-emails';
import { appLink, sendVerificationMail } from './verify-email';

/** Sign-ups per client address (an IPv6 /64) an hour: a household or an office never needs more; a script does. */
export const REGISTRATIONS_PER_ADDRESS = 10;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
/** Mails to an address's owner about sign-ups with it, an hour: enough to warn, too few to flood the mailbox. */
export const OWNER_NOTICES_PER_HOUR = 3;
/**
 * Well above the writes and the mail after the hash (tens of ms in AWS; a taken e-mail's extra reads showed as 13 %
 * of a sign-up's time on a loaded 2-core machine, S46): a slower one answers late and is logged as
 * `register-floor-exceeded`. None where the test knob makes hashes cheap (TEST_SCRYPT_COST_LOG2: the suite's many
 * sign-ups); S46 times sign-ups on a runtime at production's cost, where the floor holds.
 */
export const AFTER_HASH_FLOOR_MS = 500;
const afterHashFloorMs = () => (testScryptCostLog2() === undefined ? AFTER_HASH_FLOOR_MS : 0);

/** Signs up from the client's `address`: the new account (or, for a taken e-mail, the same answer as for one). */
export async function register(
  mail: MailSender,
  input: z.infer<typeof registerRequest>,
  address: string,
  requestId: string,
): Promise<z.infer<typeof registerResponse>> {
  if (input.password !== input.password2) throw InvalidFields.field('password', apiMessages.passwordsDontMatch);
  const problems = await passwordProblems(input.password, input);
  if (problems.length > 0) throw new InvalidFields({ password: problems });

  // Counted before the hash, in one conditional write: a burst gets at most the limit through (takeAttempt).
  const attempt = await takeAttempt(`register:${addressGroup(address)}`, REGISTRATIONS_PER_ADDRESS, REGISTRATION_WINDOW_MS);
  if (!attempt.allowed) throw new TooMany(attempt.retryAfterMs / 1000, apiMessages.registrationThrottled);

  const userId = ulid();
  const passwordHash = await hashPassword(input.password);
  return atFloor(() => createAndMail(mail, input, userId, passwordHash, requestId), {
    started: Date.now(),
    floorMs: afterHashFloorMs(),
    requestId,
    event: 'register-floor-exceeded',
  });
}

/** Claims the username and the e-mail and writes the account, or tells a taken e-mail's owner: the same answer. */
async function createAndMail(
  mail: MailSender,
  input: z.infer<typeof registerRequest>,
  userId: string,
  passwordHash: string,
  requestId: string,
): Promise<z.infer<typeof registerResponse>> {
  // All or nothing (data/users.ts createAccount): a failed write leaves no claim, so the name can sign up again.
  const outcome = await createAccount({
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
    email_verified: false,
  });
  // A username is chosen, not proven: saying it is taken tells nothing about a person (docs/ACCOUNTS.md).
  if (outcome === 'username-taken') throw InvalidFields.field('username', apiMessages.usernameTaken);
  const created = outcome === 'created';
  if (created) {
    await sendVerificationMail(mail, { userId, email: input.email, first_name: input.first_name, username: input.username }, requestId);
  }
  if (!created) await tellOwner(mail, input.email, requestId);
  return { id: userId, username: input.username, email: input.email, first_name: input.first_name, last_name: input.last_name };
}

/** The address is someone's already: they hear of the attempt (at most 3 mails an hour), the caller hears nothing. */
async function tellOwner(mail: MailSender, email: string, requestId: string): Promise<void> {
  const ownerId = await findUserIdByEmail(email);
  const owner = ownerId ? await getUser(ownerId) : undefined;
  if (!owner) return;
  const notice = await takeAttempt(`register-notice:${owner.userId}`, OWNER_NOTICES_PER_HOUR, REGISTRATION_WINDOW_MS);
  if (!notice.allowed) return;
  try {
    const message = registrationAttemptEmail(owner.first_name || owner.username, appLink(paths.login), appLink(loginView('forgot')));
    await mail.send({ to: owner.email, ...message });
  } catch (error) {
    logError({ requestId, event: 'register-notice-failed', error: (error as Error).name });
  }
}
