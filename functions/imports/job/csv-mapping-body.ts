// A generic CSV's column mapping as the API carries it (snake_case, shared/schemas/imports.ts) and as the CSV
// importer takes it (functions/imports/csv/csv-mapping.ts): the two directions in one place.
import type { CsvMappingBody } from '../../../shared/schemas/imports';
import type { CsvMapping } from '../csv/import-csv';

const COLUMNS = ['time', 'type', 'details', 'value', 'unit'] as const;

export function mappingOfBody(body: CsvMappingBody | null): CsvMapping | undefined {
  if (!body) return undefined;
  const mapping: CsvMapping = { date: body.date };
  for (const column of COLUMNS) if (body[column]) mapping[column] = body[column];
  if (body.default_type) mapping.defaultType = body.default_type;
  if (body.date_order) mapping.dateOrder = body.date_order;
  return mapping;
}

export function bodyOfMapping(mapping: CsvMapping | undefined): CsvMappingBody | null {
  if (!mapping) return null;
  const body: CsvMappingBody = { date: mapping.date };
  for (const column of COLUMNS) if (mapping[column]) body[column] = mapping[column];
  if (mapping.defaultType) body.default_type = mapping.defaultType;
  if (mapping.dateOrder) body.date_order = mapping.dateOrder;
  return body;
}
