// A generic CSV's column mapping as the API carries it (snake_case, shared/schemas/imports.ts) and as the CSV
// importer takes it (functions/imports/csv/csv-mapping.ts): the two directions in one place; and the options a job
// reads its CSV with, the same for the preview and the import.
import type { CsvMappingBody } from '../../../shared/schemas/imports';
import type { StoredImportJob } from '../../data/import-jobs';
import { getUser } from '../../data/users';
import type { CsvMapping, CsvOptions } from '../csv/import-csv';

/** The columns, by their API name and the importer's. */
const COLUMNS = [
  ['time', 'time'],
  ['type', 'type'],
  ['item_name', 'itemName'],
  ['details', 'details'],
  ['value', 'value'],
  ['unit', 'unit'],
] as const;

export function mappingOfBody(body: CsvMappingBody | null): CsvMapping | undefined {
  if (!body) return undefined;
  const mapping: CsvMapping = { date: body.date };
  for (const [api, own] of COLUMNS) if (body[api]) mapping[own] = body[api];
  if (body.default_type) mapping.defaultType = body.default_type;
  if (body.value_unit) mapping.valueUnit = body.value_unit;
  if (body.date_order) mapping.dateOrder = body.date_order;
  return mapping;
}

export function bodyOfMapping(mapping: CsvMapping | undefined): CsvMappingBody | null {
  if (!mapping) return null;
  const body: CsvMappingBody = { date: mapping.date };
  for (const [api, own] of COLUMNS) if (mapping[own]) body[api] = mapping[own];
  if (mapping.defaultType) body.default_type = mapping.defaultType;
  if (mapping.valueUnit) body.value_unit = mapping.valueUnit;
  if (mapping.dateOrder) body.date_order = mapping.dateOrder;
  return body;
}

/** The zone, mapping and account's date order (for dates that read both ways when nothing else says) of a job's CSV. */
export async function csvOptionsOf(job: StoredImportJob): Promise<CsvOptions> {
  const dateOrder = (await getUser(job.userId))?.date_order ?? undefined;
  return { zone: job.timezone, mapping: mappingOfBody(job.mapping), ...(dateOrder ? { dateOrder } : {}) };
}
