// Saving the nutrition targets and the drink unit (docs/NUTRITION.md "Your targets", "Alcohol units"): a profile update
// (operation updateProfile) with those two fields only; null clears the person's own choice, so the defaults apply.
import { callApi, type BodyOf } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

export type TargetsUpdate = Pick<BodyOf<'updateProfile'>, 'nutrition_targets' | 'drink_unit'>;

export const saveTargets = (body: TargetsUpdate) => callApi(authOps.updateProfile, { body });
