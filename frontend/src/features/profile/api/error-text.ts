// Reads user-facing text out of an API error's body: {message}, {detail} or {field: ["..."]} (docs/PRODUCT.md "Error shapes"). A
// field's message is named by the form's label ("New Password: This password is too common."), never the API's name.
import { ApiError, firstFieldError, labelledFieldError, type FieldLabels } from '@/lib/api-error';

const bodyOf = (error: unknown) => (error instanceof ApiError ? error.body : undefined);

/** Named by its label, unless the message names the field itself ("Your current password is incorrect."). */
function named(key: string, text: string, labels: FieldLabels): string {
  const label = labels[key]?.toLowerCase();
  return label && text.toLowerCase().includes(label) ? text : labelledFieldError(key, text, labels);
}

/** The profile forms' labels of the fields the API names (personal, physical and password fields). */
export const PROFILE_FIELD_LABELS: FieldLabels = {
  username: 'Username',
  email: 'Email',
  current_password: 'Current Password',
  new_password: 'New Password',
  confirm_password: 'Confirm New Password',
  first_name: 'First Name',
  last_name: 'Last Name',
  birth_year: 'Birth Year',
  age: 'Age',
  gender: 'Gender',
  height_cm: 'Height',
  weight_kg: 'Weight',
};

/**
 * The first of the named fields that carries text; a list field gives its first message. With labels, a labelled
 * field's message is named by its label (the text of an alert for the whole form; under a field it needs none).
 */
export function errorField(error: unknown, keys: string[], labels?: FieldLabels): string | undefined {
  const body = bodyOf(error);
  for (const key of keys) {
    const text = firstFieldError(body, key);
    if (text) return labels?.[key] ? named(key, text, labels) : text;
  }
  return undefined;
}

/** The first message of a validation body such as {"email": ["..."]}, whatever the field, named by its label. */
export function anyFieldError(error: unknown): string | undefined {
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of Object.keys(body)) {
    const text = firstFieldError(body, key);
    if (text) return named(key, text, PROFILE_FIELD_LABELS);
  }
  return undefined;
}
