// The nutrition targets form's draft (docs/NUTRITION.md "Your targets"): the text of each own-target field, read into
// the update's numbers (empty = the default), with the problems of a field named before anything is sent.
import { NUTRIENTS } from '@shared/nutrition';
import { ownTargetMax, TARGET_NUTRIENTS, type OwnTargets, type TargetNutrient } from '@shared/nutrition-targets';

export type TargetsDraft = Record<TargetNutrient, string>;
export type DraftErrors = Partial<Record<TargetNutrient, string>>;

/** The fields as the person's own targets fill them ('' where the default is used). */
export function draftOf(own: Partial<Record<TargetNutrient, number>> | undefined): TargetsDraft {
  return Object.fromEntries(TARGET_NUTRIENTS.map((name) => [name, own?.[name] != null ? String(own[name]) : ''])) as TargetsDraft;
}

/** Every nutrient with its number or null (an empty field clears one), or the fields' problems. */
export function readDraft(draft: TargetsDraft): { targets: OwnTargets; errors: DraftErrors } {
  const targets: OwnTargets = {};
  const errors: DraftErrors = {};
  for (const name of TARGET_NUTRIENTS) {
    const text = draft[name].trim().replace(',', '.');
    if (!text) {
      targets[name] = null;
      continue;
    }
    const value = Number(text);
    const { label, unit } = NUTRIENTS[name];
    if (!Number.isFinite(value) || value <= 0)
      errors[name] = `${label}: enter a number above 0 ${unit}, or leave it empty for the default.`;
    else if (value > ownTargetMax(name)) errors[name] = `${label}: at most ${ownTargetMax(name).toLocaleString('en-US')} ${unit}.`;
    else targets[name] = value;
  }
  return { targets, errors };
}

/** The server's 400 by nutrient (`{"nutrition_targets.energy_kcal": ["…"]}`), plus a message of the rest. */
export function serverErrors(body: unknown): { errors: DraftErrors; other: string | null } {
  const errors: DraftErrors = {};
  let other: string | null = null;
  if (!body || typeof body !== 'object') return { errors, other };
  for (const [field, value] of Object.entries(body)) {
    const message = Array.isArray(value) ? String(value[0]) : String(value);
    const name = field.replace(/^nutrition_targets\./, '') as TargetNutrient;
    if (field.startsWith('nutrition_targets.') && TARGET_NUTRIENTS.includes(name)) errors[name] = message;
    else other ??= message;
  }
  return { errors, other };
}
