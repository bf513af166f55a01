// The profile form's draft: built from the stored user, checked (docs/PRODUCT.md §5), and turned into the update call's body.
import { birthYearOfAge, birthYearProblem, type Gender } from '@shared/account-rules';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { cmToFeetInches, kgToLbs } from '@shared/units';
import type { ProfileUpdate } from './api/update-profile';

export interface ProfileDraft {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  /** The year the person was born (the field labelled Birth Year). */
  birth_year: string;
  gender: Gender | '';
  height_cm: string;
  feet: string;
  inches: string;
  weight_kg: string;
  weight_lbs: string;
  /** Asked for only when the username or e-mail changes (the server refuses those changes without it). */
  current_password: string;
}
export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The stored birth year, or the one an age saved before birth years gives. */
export function birthYearOf(profile: CurrentUser['profile']): number | null {
  if (profile.birth_year != null) return profile.birth_year;
  return profile.age == null ? null : birthYearOfAge(profile.age);
}

export function draftFromUser(user: CurrentUser): ProfileDraft {
  const { profile } = user;
  const ftIn = profile.height_ft_in ?? (profile.height_cm == null ? null : cmToFeetInches(profile.height_cm));
  const lbs = profile.weight_lbs ?? (profile.weight_kg == null ? null : kgToLbs(profile.weight_kg));
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    birth_year: text(birthYearOf(profile)),
    gender: profile.gender ?? '',
    height_cm: text(profile.height_cm),
    feet: text(ftIn?.feet),
    inches: text(ftIn?.inches),
    weight_kg: text(profile.weight_kg),
    weight_lbs: text(lbs),
    current_password: '',
  };
}

const differs = (next: string, stored: string) => next.trim().toLowerCase() !== stored.toLowerCase();

/** Whether the draft changes the username or e-mail: then the current password goes with it. */
export const needsPassword = (draft: ProfileDraft, user: Pick<CurrentUser, 'username' | 'email'>) =>
  differs(draft.username, user.username) || differs(draft.email, user.email);

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your username or e-mail.';

const isBlank = (value: string) => value.trim() === '';
const inRange = (value: string, min: number, max: number, integer = false) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
};
const positiveUpTo = (value: string, max: number) => inRange(value, Number.MIN_VALUE, max);

export function validateDraft(draft: ProfileDraft, user?: Pick<CurrentUser, 'username' | 'email'>): DraftErrors {
  const errors: DraftErrors = {};
  if (user && needsPassword(draft, user) && draft.current_password === '') errors.current_password = CURRENT_PASSWORD_NEEDED;
  if (isBlank(draft.username)) errors.username = 'Username is required.';
  if (!/^\S+@\S+\.\S+$/.test(draft.email.trim())) errors.email = 'Enter a valid email address.';
  if (!isBlank(draft.birth_year)) {
    const year = Number(draft.birth_year);
    errors.birth_year = Number.isInteger(year) ? birthYearProblem(year) : 'Enter the year you were born, e.g. 1990.';
    if (!errors.birth_year) delete errors.birth_year;
  }
  if (!isBlank(draft.height_cm) && !positiveUpTo(draft.height_cm, 300)) errors.height_cm = 'Enter a height between 1 and 300 cm.';
  if (!isBlank(draft.feet) && !inRange(draft.feet, 0, 8, true)) errors.feet = 'Feet must be between 0 and 8.';
  if (!isBlank(draft.inches) && !inRange(draft.inches, 0, 11, true)) errors.inches = 'Inches must be between 0 and 11.';
  if (!isBlank(draft.weight_kg) && !positiveUpTo(draft.weight_kg, 700)) errors.weight_kg = 'Enter a weight between 0.1 and 700 kg.';
  return errors;
}

const numberOrNull = (value: string) => (isBlank(value) ? null : Number(value));

/**
 * Empty height, weight, birth year and gender are sent as null (docs/PRODUCT.md §5); the birth year stands for docs/PRODUCT.md's age.
 * The current password goes only with a new username or e-mail.
 */
export function toProfileUpdate(draft: ProfileDraft, user?: Pick<CurrentUser, 'username' | 'email'>): ProfileUpdate {
  return {
    ...(user && needsPassword(draft, user) ? { current_password: draft.current_password } : {}),
    username: draft.username.trim(),
    email: draft.email.trim(),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    height_cm: numberOrNull(draft.height_cm),
    weight_kg: numberOrNull(draft.weight_kg),
    birth_year: numberOrNull(draft.birth_year),
    gender: draft.gender === '' ? null : draft.gender,
  };
}
