// Account deletion: asks for the password (a deleted account cannot be restored), then every item and object of the
// user is removed and the username and e-mail are free again (domain/delete-everything.ts: tombstone, sweep, wait,
// sweep). A missing or wrong password deletes nothing. The tombstone refuses every token at once, so a deletion that
// did not finish cannot be asked again with a token: the next sign-in with the right password finishes it instead.
import { apiMessages } from '../../shared/messages';
import { InvalidFields } from '../platform/errors';
import { getUserEvenIfDeleting, type UserRecord } from '../data/users';
import { deleteEverythingOf } from '../domain/delete-everything';
import { passwordConfirmed } from './password-check';
import { verifyPassword } from './passwords';

/** Deletes the account once `password` (asked again) is right. */
export async function deleteAccount(user: UserRecord, password: string): Promise<{ message: string }> {
  if (!(await passwordConfirmed(user, password))) throw InvalidFields.field('password', apiMessages.deletePasswordWrong);
  await deleteEverythingOf(user);
  return { message: apiMessages.accountDeleted };
}

/**
 * For sign-in: when the name belongs to an account whose deletion did not finish and the password is right, finishes
 * the deletion (the sign-in then fails as for an unknown name). Anything else is left to sign-in as it was.
 */
export async function finishDeletionOnSignIn(userId: string | undefined, password: string): Promise<void> {
  const user = userId ? await getUserEvenIfDeleting(userId) : undefined;
  if (user?.deleting_since === undefined) return;
  if (await verifyPassword(password, user.password_hash)) await deleteEverythingOf(user);
}
