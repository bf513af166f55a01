// Every answer the API tests receive is checked against the OpenAPI document's schema for its route and status:
// a success against the route's response schema, an error against the error shapes (docs/PRODUCT.md "Error shapes"),
// and a refusal (4xx) against the refusals the document lists for the operation (docs/API.md).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { errorSchema, jsonSchemaOf } from '../../../functions/docs/openapi';
import { refusalsOf } from '../../../functions/docs/openapi-responses';
import { matchRoute } from '../../../shared/match-route';
import { routes, type Route } from '../../../shared/routes';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<unknown, ValidateFunction>();
const validatorOf = (key: unknown, schema: () => object) => {
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema())));
  return validate;
};

/**
 * Throws, naming the route and what differs, when a JSON answer does not match the contract. `sentBody`: the request
 * carried a body (a route that takes none may refuse it: see checkRefusal).
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown, isJson: boolean, sentBody = false): void {
  if (!isJson) return;
  const match = matchRoute(method, new URL(url).pathname, routes);
  // A path the URL parser changes (`/x/./`, `%2e`) may have reached another route than the one it matches here (the fuzz's).
  const asSent = url.replace(/^\w+:\/\/[^/]+/, '') === new URL(url).pathname;
  if (status >= 400 && status < 500 && match.kind === 'route' && asSent) checkRefusal(method, match.route, status, sentBody);
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

/**
 * A route that takes no body still refuses one sent to it that is unreadable JSON, too large or not JSON: the edge's
 * refusals of a body, listed only where a body is taken (docs/API.md).
 */
const BODY_REFUSALS = new Set([400, 413, 415]);

/** Throws when a 4xx is not among the refusals the OpenAPI document lists for the route's operation. */
function checkRefusal(method: string, route: Route, status: number, sentBody: boolean): void {
  if (refusalsOf(route).includes(status) || (sentBody && !route.request && BODY_REFUSALS.has(status))) return;
  throw new Error(
    `${method} ${route.path} answered ${status}, which the OpenAPI document does not list for ${route.name}: add it to the ` +
      `route's refusals in shared/contracts/${route.group}.ts (docs/API.md)`,
  );
}
