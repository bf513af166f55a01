// What a route's contract is: its request and query schemas and its answers by status. Each group's contracts are a
// module of their own (shared/contracts/<group>.ts, importing only the schemas that group's routes use), keyed by
// `METHOD /path/` as in shared/route-paths.ts; shared/routes.ts joins them to the routes.
import type * as z from 'zod';

/** A body that is not JSON: an image's bytes, a CSV file, an HTML page, or nothing at all. */
export type OtherBody = 'binary' | 'csv' | 'html' | 'empty';

/** A header a route reads or answers, as the OpenAPI document names it (functions/docs/openapi-responses.ts). */
export interface HeaderNote {
  name: string;
  description: string;
  required?: true;
}

export interface RouteContract {
  /** A JSON body, or the fields of a multipart form. */
  request?: { json: z.ZodType } | { multipart: z.ZodType };
  query?: z.ZodType;
  /** Each success answer by status; errors answer the shared error shapes (docs/PRODUCT.md "Error shapes"). */
  responses: Partial<Record<number, z.ZodType | OtherBody>>;
  /**
   * The refusals its action makes beyond those the route's shape implies (a body: 400, 413, 415; signed in: 401; a path
   * parameter: 404; an Idempotency-Key: 409, 422; every route: 429; see functions/docs/openapi-responses.ts).
   */
  refusals?: readonly number[];
  /** Headers its action reads, and answers by status, beyond those every route of its kind has. */
  headers?: { request?: readonly HeaderNote[]; answer?: Partial<Record<number, readonly HeaderNote[]>> };
}

/** One group's contracts, keyed `METHOD /path/` (routeId in shared/route-paths.ts). */
export type GroupContract = Record<string, RouteContract>;
