// The password rules (docs/ACCOUNTS.md "Passwords"): length, not numeric, not like the account's names, not a common password.
import { apiMessages } from '../../shared/messages';
import { PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth';

let common: Promise<Set<string>> | undefined;

/** The 49k-entry list is loaded on first use: most calls (sign-in, reads) never need it, and cold starts stay short. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** The messages of every rule the password breaks; none means it is acceptable. */
export async function passwordProblems(
  password: string,
  user: { username?: string; email?: string; first_name?: string },
): Promise<string[]> {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(apiMessages.passwordTooShort);
  if (tooSimilar(password, user)) problems.push(apiMessages.passwordTooSimilar);
  if ((await commonPasswords()).has(password.toLowerCase().trim())) problems.push(apiMessages.passwordCommon);
  if (/^\d+$/.test(password)) problems.push(apiMessages.passwordNumeric);
  return problems;
}

function tooSimilar(password: string, user: { username?: string; email?: string; first_name?: string }): boolean {
  const lowered = password.toLowerCase();
  const attributes = [user.username, user.email?.split('@')[0], user.first_name]
    .map((value) => value?.toLowerCase().trim())
    .filter((value): value is string => !!value && value.length >= 3);
  return attributes.some((value) => lowered.includes(value) && value.length * 10 >= lowered.length * 7);
}
