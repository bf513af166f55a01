// The person's daily targets for the nutrients the insights read (docs/INSIGHTS.md "Daily intake"): the targets in
// effect (their own, else the defaults for their age, sex and weight, shared/nutrition-targets.ts), as the same
// answer GET /api/auth/me/ gives. A nutrient without a target (alcohol; any the profile lacks data for) has none.
import type { IntakeTargets } from '../../../shared/insight-intake';
import { NUTRIENT_SERIES } from '../../../shared/insight-series';
import { effectiveTargets, type TargetNutrient } from '../../../shared/nutrition-targets';
import type { UserRecord } from '../../data/users';

type TargetsProfile = Pick<UserRecord, 'birth_year' | 'age' | 'gender' | 'weight_kg' | 'nutrition_targets'>;

export function intakeTargetsOf(user: TargetsProfile, now = Date.now()): IntakeTargets {
  const { targets } = effectiveTargets(
    { birth_year: user.birth_year, age: user.age, gender: user.gender, weight_kg: user.weight_kg },
    user.nutrition_targets,
    new Date(now),
  );
  const out: IntakeTargets = {};
  for (const name of NUTRIENT_SERIES) {
    const target = targets[name as TargetNutrient];
    if (target) out[name] = { value: target.value, kind: target.kind, source: target.source };
  }
  return out;
}
