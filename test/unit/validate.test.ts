// Bad input becomes the field-error shape of docs/PRODUCT.md "Error shapes", first offending field first, never an exception of another kind.
import * as z from 'zod';
import { registerRequest, profileUpdateRequest } from '../../shared/schemas/auth';
import { InvalidFields } from '../../functions/platform/errors';
import { parseBody } from '../../functions/platform/validate';

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidFields);
    return (error as InvalidFields).fields;
  }
  throw new Error('expected a validation error');
}

describe('parseBody', () => {
  it('names each missing field as required', () => {
    const errors = fieldErrors(() => parseBody(registerRequest, { username: 'sam' }));
    expect(errors).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      password2: ['This field is required.'],
    });
  });

  it('refuses a body that is not an object', () => {
    expect(fieldErrors(() => parseBody(registerRequest, ['x']))).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
    expect(fieldErrors(() => parseBody(registerRequest, undefined)).non_field_errors).toHaveLength(1);
    // A JSON null is a body, not an empty one: named as what it is.
    expect(fieldErrors(() => parseBody(registerRequest, null))).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got null.'],
    });
  });

  it('drops fields the schema does not know, __proto__ included', () => {
    const parsed = parseBody(profileUpdateRequest, JSON.parse('{"first_name":"Ann","is_staff":true,"__proto__":{"is_staff":true}}'));
    expect(parsed).toEqual({ first_name: 'Ann' });
    expect(({} as Record<string, unknown>).is_staff).toBeUndefined();
  });

  it('refuses numbers DynamoDB cannot store, once per field, however deep an open field nests (R14)', () => {
    expect(fieldErrors(() => parseBody(profileUpdateRequest, { weight_kg: 1e-200 }))).toEqual({ weight_kg: [expect.any(String)] });
    expect(parseBody(profileUpdateRequest, { weight_kg: 1e-130 })).toEqual({ weight_kg: 1e-130 });
    const open = z.object({ extra: z.unknown() });
    const depth = 200_000;
    const deep = JSON.parse(`${'{"a":'.repeat(depth)}1e-200${'}'.repeat(depth)}`);
    expect(Object.keys(fieldErrors(() => parseBody(open, { extra: deep })))).toEqual([`extra${'.a'.repeat(depth)}`]);
    expect(fieldErrors(() => parseBody(open, { extra: Array(1000).fill(-1e-300) }))).toEqual({ extra: [expect.any(String)] });
  });

  it('reports wrong types and ranges as field errors', () => {
    const errors = fieldErrors(() => parseBody(profileUpdateRequest, { age: 121, height_cm: 'tall', gender: 'X' }));
    expect(Object.keys(errors)).toEqual(['height_cm', 'age', 'gender']);
  });
});
