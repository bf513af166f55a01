// Staff is granted by an operator only (scripts/make-staff.ts), never through the API.
import { findUserIdByUsername, updateUser } from '../data/users';

export async function markStaff(username: string, isStaff: boolean): Promise<string> {
  const userId = await findUserIdByUsername(username);
  if (!userId) throw new Error(`No user named "${username}"`);
  await updateUser(userId, { is_staff: isStaff });
  return userId;
}
