// Every answer the API tests receive is checked against the OpenAPI document's schema for its route and status:
// a success against the route's response schema, an error against the error shapes (docs/PRODUCT.md "Error shapes").
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { errorSchema, jsonSchemaOf } from '../../../functions/docs/openapi';
import { matchRoute } from '../../../shared/match-route';
import { routes } from '../../../shared/routes';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<unknown, ValidateFunction>();
const validatorOf = (key: unknown, schema: () => object) => {
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema())));
  return validate;
};

/** Throws, naming the route and what differs, when a JSON answer does not match the contract. */
export function checkAnswer(method: string, url: string, status: number, body: unknown, isJson: boolean): void {
  if (!isJson) return;
  const match = matchRoute(method, new URL(url).pathname, routes);
  if (status >= 400) {
    const validate = validatorOf('error', () => errorSchema);
    if (!validate(body))
      throw new Error(
        `${method} ${url} answered ${status} with an error body outside the error shapes (docs/PRODUCT.md "Error shapes"): ${JSON.stringify(body)}`,
      );
    return;
  }
  if (match.kind !== 'route') return;
  const declared = match.route.responses[status];
  if (declared === undefined) throw new Error(`${method} ${match.route.path} answered ${status}, which its contract does not declare`);
  if (typeof declared === 'string') throw new Error(`${method} ${match.route.path} answered JSON where its contract says ${declared}`);
  const validate = validatorOf(declared, () => jsonSchemaOf(declared, 'output'));
  if (!validate(body)) {
    throw new Error(`${method} ${match.route.path} answered ${status} outside its contract: ${ajv.errorsText(validate.errors)}`);
  }
}
