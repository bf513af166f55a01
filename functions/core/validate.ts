// Request validation with zod, reported as Django REST-style field errors: `{"field": ["message"]}`.
import type * as z from 'zod';
import { ValidationError, type FieldErrors } from './http-error';

const REQUIRED = 'This field is required.';
/** DynamoDB stores numbers of magnitude 1e-130 up to 1e126 (and 0); the table refuses others, which was a 500. */
const UNSTORABLE = 'Ensure this number is 0 or between 1e-130 and 1e126 in size.';
const storable = (n: number) => n === 0 || (Math.abs(n) >= 1e-130 && Math.abs(n) < 1e126);

/** A nested object's field is named by its path ("measures.steps"); a list ends the name ("items"). */
function fieldName(path: readonly PropertyKey[]): string {
  const firstIndex = path.findIndex((part) => typeof part !== 'string');
  const named = (firstIndex === -1 ? path : path.slice(0, firstIndex)) as string[];
  return named.length ? named.join('.') : 'non_field_errors';
}

/** Every number in the parsed body DynamoDB could not store, by field. */
function unstorableNumbers(value: unknown, path: PropertyKey[], fields: FieldErrors): FieldErrors {
  if (typeof value === 'number' && !storable(value)) (fields[fieldName(path)] ??= []).push(UNSTORABLE);
  else if (Array.isArray(value)) value.forEach((item, i) => unstorableNumbers(item, [...path, i], fields));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) unstorableNumbers(item, [...path, key], fields);
  return fields;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : body === undefined ? 'nothing' : typeof body;
    throw new ValidationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  const result = schema.safeParse(body, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined),
  });
  if (result.success) {
    const unstorable = unstorableNumbers(result.data, [], {});
    if (Object.keys(unstorable).length) throw new ValidationError(unstorable);
    return result.data;
  }
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) (fields[fieldName(issue.path)] ??= []).push(issue.message);
  throw new ValidationError(fields);
}
