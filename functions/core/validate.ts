// Request validation with zod, reported as Django REST-style field errors: `{"field": ["message"]}`.
import type * as z from 'zod';
import { ValidationError, type FieldErrors } from './http-error';

const REQUIRED = 'This field is required.';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : body === undefined ? 'nothing' : typeof body;
    throw new ValidationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  const result = schema.safeParse(body, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined),
  });
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    // A nested object's field is named by its path ("measures.steps"); a list ends the name ("items").
    const firstIndex = issue.path.findIndex((part) => typeof part !== 'string');
    const named = (firstIndex === -1 ? issue.path : issue.path.slice(0, firstIndex)) as string[];
    const name = named.length ? named.join('.') : 'non_field_errors';
    (fields[name] ??= []).push(issue.message);
  }
  throw new ValidationError(fields);
}
