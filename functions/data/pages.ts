// Reading a query or scan page by page with lib-dynamodb's paginators (paginateQuery, paginateScan): the one place
// that follows LastEvaluatedKey, so no data module writes that loop.
import { paginateQuery, paginateScan, type QueryCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export type PageKey = Record<string, unknown>;
type Input<T> = Omit<T, 'TableName' | 'ExclusiveStartKey'>;

/** Each page of the query, until the last. */
export const queryPages = (input: Input<QueryCommandInput>, startKey?: PageKey) =>
  paginateQuery({ client: db(), startingToken: startKey }, { TableName: tableName(), ...input });

/** Each page of the scan, until the last. */
export const scanPages = (input: Input<ScanCommandInput>) => paginateScan({ client: db() }, { TableName: tableName(), ...input });

/** Every item the query finds, all pages read. */
export async function queryAll(input: Input<QueryCommandInput>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}

/**
 * At most `limit` items from `startKey` on, and the key to continue from (absent after the last). The paginator sends
 * the same input each page, so lowering its Limit after a page asks the next one for only what is still missing:
 * never an item more than the limit, and the key is exactly where the items end.
 */
export async function queryUpTo(
  input: Input<QueryCommandInput>,
  limit: number,
  startKey?: PageKey,
): Promise<{ items: Record<string, unknown>[]; next?: PageKey }> {
  const items: Record<string, unknown>[] = [];
  const request: QueryCommandInput = { TableName: tableName(), ...input, Limit: limit };
  let next: PageKey | undefined;
  for await (const page of paginateQuery({ client: db(), startingToken: startKey }, request)) {
    items.push(...(page.Items ?? []));
    next = page.LastEvaluatedKey;
    if (items.length >= limit) break;
    request.Limit = limit - items.length;
  }
  return { items, next };
}
