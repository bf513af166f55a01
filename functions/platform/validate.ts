// Request validation with zod, reported as field errors (`{"field": ["message"]}`, InvalidFields): the router parses
// each request with its route's schemas, and the domain checks an entry's fields with the same function.
import type * as z from 'zod';
import { InvalidFields, type FieldErrors } from './errors';

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

interface Node {
  value: unknown;
  key?: PropertyKey;
  parent?: Node;
}

const pathOf = (node: Node) => {
  const path: PropertyKey[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The numbers in the parsed body DynamoDB could not store, by field (the first 20). A loop with parent links, not
 * recursion or copied paths: a 2 MB body can nest 200,000 levels deep in a field the schema leaves open.
 */
function unstorableNumbers(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const pending: Node[] = [{ value: body }];
  let found = 0;
  for (let node = pending.pop(); node && found < 20; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'number' && !storable(value)) {
      found += 1;
      const messages = (fields[fieldName(pathOf(node))] ??= []);
      if (!messages.includes(UNSTORABLE)) messages.push(UNSTORABLE);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        pending.push({ value: item, key: Array.isArray(value) ? Number(key) : key, parent: node });
    }
  }
  return fields;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : body === undefined ? 'nothing' : body === null ? 'null' : typeof body;
    throw new InvalidFields({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  const result = schema.safeParse(body, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined),
  });
  if (result.success) {
    const unstorable = unstorableNumbers(result.data);
    if (Object.keys(unstorable).length) throw new InvalidFields(unstorable);
    return result.data;
  }
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) (fields[fieldName(issue.path)] ??= []).push(issue.message);
  throw new InvalidFields(fields);
}
