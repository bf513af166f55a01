// The current-user answer (GET /api/auth/me/): the account, its groups, the profile with derived units and the
// nutrient targets in effect (docs/NUTRITION.md "Your targets").
import { ageOfBirthYear, birthYearOfAge } from '../../shared/account-rules';
import { effectiveDrinkUnit, targetsFor } from '../../shared/nutrition-targets';
import type { CurrentUser } from '../../shared/schemas/auth';
import { cmToFeetInches, kgToLbs } from '../../shared/units';
import type { UserRecord } from '../data/users';

/** The address an unexpired e-mail change waits for (functions/auth/email-change.ts); null when there is none. */
const pendingEmail = ({ email_change }: UserRecord, nowMs = Date.now()) =>
  email_change && email_change.expires_at_ms > nowMs ? email_change.email : null;

/**
 * The targets a profile gives, kept per container: the same person asks /me many times, and building the targets
 * and their missing-field sentences took a fifth of the answer's own CPU (docs/PERFORMANCE.md). Keyed by every
 * input, so a changed profile or a new year computes anew; at most TARGETS_KEPT profiles are kept.
 */
const TARGETS_KEPT = 200;
const targetsKept = new Map<string, ReturnType<typeof targetsFor>>();

function targetsOf(profile: Parameters<typeof targetsFor>[0], now: Date, own: UserRecord['nutrition_targets']) {
  const key = JSON.stringify([profile.birth_year, profile.gender ?? null, profile.weight_kg ?? null, now.getUTCFullYear(), own ?? null]);
  let targets = targetsKept.get(key);
  if (!targets) {
    if (targetsKept.size >= TARGETS_KEPT) targetsKept.clear();
    targets = targetsFor(profile, now, own);
    targetsKept.set(key, targets);
  }
  return targets;
}

/** The birth year stored, or for an older account the one its age gives. */
const birthYearOf = (user: UserRecord) => user.birth_year ?? (user.age != null ? birthYearOfAge(user.age) : null);

export function presentUser(user: UserRecord, now = new Date()): CurrentUser {
  const birthYear = birthYearOf(user);
  return {
    id: user.userId,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_staff: user.is_staff,
    groups: user.groups ?? [],
    date_joined: user.date_joined,
    pending_email: pendingEmail(user),
    // Accounts from before verification (issue 21) carry no flag: they count as verified.
    email_verified: user.email_verified !== false,
    profile: {
      height_cm: user.height_cm ?? null,
      weight_kg: user.weight_kg ?? null,
      age: birthYear != null ? ageOfBirthYear(birthYear) : null,
      birth_year: birthYear,
      gender: user.gender ?? null,
      height_ft_in: user.height_cm != null ? cmToFeetInches(user.height_cm) : null,
      weight_lbs: user.weight_kg != null ? kgToLbs(user.weight_kg) : null,
      time_zone: user.time_zone ?? null,
      date_order: user.date_order ?? null,
      clock: user.clock ?? null,
      nutrition_targets: user.nutrition_targets ?? {},
      drink_unit: user.drink_unit ?? null,
    },
    nutrition: {
      ...targetsOf({ birth_year: birthYear, gender: user.gender, weight_kg: user.weight_kg }, now, user.nutrition_targets),
      drink_unit: effectiveDrinkUnit(user.drink_unit, user.time_zone),
    },
  };
}
