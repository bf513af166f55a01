// What restoring a backup's profile does to an account's (docs/IMPORT.md "Full backup", issue 23: a restore changed a
// profile without a word): the settings it fills (the account has none) and those it holds otherwise (the account has
// its own). The preview lists both; the restore writes the fills always and the differences only when the person
// chose the backup's profile. One function, so what the preview says is what the restore does.
import type { BackupProfile } from '../../../shared/schemas/backup';
import {
  RESTORED_PROFILE_FIELDS,
  type ProfileChange,
  type ProfileChoice,
  type RestoredProfileField,
} from '../../../shared/schemas/imports';
import type { ProfileFields, UserRecord } from '../../data/users';

export interface ProfileChanges {
  fills: ProfileChange[];
  differs: ProfileChange[];
}

type Value = ProfileChange['backup'];

const unset = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';
const targetsOf = (targets: Partial<Record<string, number>> | null | undefined) =>
  targets && Object.keys(targets).length > 0 ? (targets as Record<string, number>) : null;
const same = (a: Value, b: Value) =>
  typeof a === 'object' && typeof b === 'object'
    ? JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())
    : a === b;

/** The settings compared one by one (the age and birth year, one setting, are read apart below). */
const PLAIN = ['first_name', 'last_name', 'gender', 'height_cm', 'weight_kg', 'time_zone', 'date_order', 'clock', 'drink_unit'] as const;

export function profileChanges(user: UserRecord, profile: BackupProfile): ProfileChanges {
  const changes: ProfileChanges = { fills: [], differs: [] };
  const compare = (field: RestoredProfileField, yours: Value | null | undefined, backup: Value | null | undefined) => {
    if (unset(backup)) return; // the backup has nothing to give
    if (unset(yours)) changes.fills.push({ field, yours: null, backup });
    else if (!same(yours, backup)) changes.differs.push({ field, yours, backup });
  };
  for (const field of PLAIN) compare(field, user[field], profile[field]);
  // Age and birth year are one setting (a birth year replaces the age). An account with only an age (from before birth
  // years) keeps it: the two cannot be compared, and it is not listed as differing.
  if (unset(user.age) && unset(user.birth_year)) {
    if (!unset(profile.birth_year)) compare('birth_year', null, profile.birth_year);
    else compare('age', null, profile.age);
  } else if (!unset(user.birth_year)) compare('birth_year', user.birth_year, profile.birth_year);
  // Own nutrient targets are one setting, filled or replaced whole.
  compare('nutrition_targets', targetsOf(user.nutrition_targets), targetsOf(profile.nutrition_targets));
  const order = (list: ProfileChange[]) =>
    list.sort((a, b) => RESTORED_PROFILE_FIELDS.indexOf(a.field) - RESTORED_PROFILE_FIELDS.indexOf(b.field));
  return { fills: order(changes.fills), differs: order(changes.differs) };
}

/** The account's settings a restore writes: the fills, and with the choice 'backup' the differing ones too. */
export function profileWrite(user: UserRecord, changes: ProfileChanges, choice: ProfileChoice): ProfileFields {
  const write: Record<string, unknown> = {};
  for (const change of [...changes.fills, ...(choice === 'backup' ? changes.differs : [])]) write[change.field] = change.backup;
  // A birth year written replaces an older account's age, as a profile update does.
  if ('birth_year' in write && !unset(user.age)) write.age = null;
  return write as ProfileFields;
}
