// What a route's contract is: its request and query schemas and its answers by status. Each group's contracts are a
// module of their own (shared/contracts/<group>.ts, importing only the schemas that group's routes use), keyed by
// `METHOD /path/` as in shared/route-paths.ts; shared/routes.ts joins them to the routes.
import type * as z from 'zod';

/** A body that is not JSON: an image's bytes, a CSV file, an HTML page, or nothing at all. */
export type OtherBody = 'binary' | 'csv' | 'html' | 'empty';

export interface RouteContract {
  /** A JSON body, or the fields of a multipart form. */
  request?: { json: z.ZodType } | { multipart: z.ZodType };
  query?: z.ZodType;
  /** Each success answer by status; errors answer the shared error shapes (docs/PRODUCT.md "Error shapes"). */
  responses: Partial<Record<number, z.ZodType | OtherBody>>;
}

/** One group's contracts, keyed `METHOD /path/` (routeId in shared/route-paths.ts). */
export type GroupContract = Record<string, RouteContract>;
