// The mapping suggested for a generic CSV (docs/IMPORT.md "A generic CSV"): header names in English and the major
// European languages, checked against the first rows' cells, so a year-less `date` loses to a `full_date` whose cells
// are dates, a category of foods is not taken for the entry type, and a column of words is not taken for the value.
import { readDate } from './csv-dates';
import { collectionOfName, MAPPED_FIELDS, words, type CsvMapping, type MappedField } from './csv-mapping';

/** A date column's header holds one of these words ("Start Date", "ActivityDate", "Dato", "Päivämäärä"). */
const DATE_WORDS = [
  'date',
  'day',
  'datetime',
  'timestamp',
  'start',
  'datum',
  'tag',
  'jour',
  'fecha',
  'día',
  'dia',
  'data',
  'giorno',
].concat(['dag', 'dato', 'dzień', 'päivämäärä', 'pvm']);

/** Other fields' headers, matched whole (case, punctuation and camel case ignored). */
const HEADER_NAMES: Record<Exclude<MappedField, 'date'>, readonly string[]> = {
  time: ['time', 'hour', 'clock', 'start time', 'heure', 'uhrzeit', 'zeit', 'hora', 'ora', 'tijd', 'tid', 'klokkeslæt', 'klockslag'].concat(
    ['godzina', 'czas', 'kellonaika', 'aika'],
  ),
  type: ['type', 'category', 'kind', 'log type', 'collection', 'typ', 'tipo', 'art', 'kategorie', 'catégorie', 'categoría'].concat([
    'categoria',
    'soort',
    'categorie',
    'kategori',
    'kategoria',
    'rodzaj',
    'tyyppi',
    'luokka',
  ]),
  itemName: ['name', 'item', 'item name', 'food name', 'food', 'product', 'product name', 'activity name', 'exercise name'].concat([
    'bezeichnung',
    'lebensmittel',
    'nom',
    'aliment',
    'nombre',
    'alimento',
    'nome',
    'naam',
    'navn',
    'namn',
    'nazwa',
    'nimi',
  ]),
  details: ['details', 'description', 'text', 'entry', 'note', 'notes', 'what', 'comment', 'comments', 'notiz', 'notizen']
    .concat(['beschreibung', 'kommentar', 'bemerkung', 'remarque', 'commentaire', 'nota', 'notas', 'descripción', 'commento'])
    .concat([
      'notitie',
      'omschrijving',
      'opmerking',
      'beskrivelse',
      'notat',
      'anteckning',
      'beskrivning',
      'opis',
      'notatka',
      'uwagi',
      'huomautus',
    ]),
  value: ['value', 'amount', 'quantity', 'qty', 'count', 'number', 'wert', 'menge', 'anzahl', 'valeur', 'quantité', 'valor']
    .concat(['cantidad', 'valore', 'quantità', 'waarde', 'hoeveelheid', 'værdi', 'mængde', 'verdi', 'mengde', 'värde', 'mängd'])
    .concat(['antal', 'quantidade', 'wartość', 'ilość', 'arvo', 'määrä']),
  unit: ['unit', 'units', 'uom', 'einheit', 'unité', 'unidad', 'unità', 'eenheid', 'enhed', 'enhet', 'unidade', 'jednostka', 'yksikkö'],
};

/** True for a value header that says nothing of what the value is ("Value", "Amount", "Wert"). */
export const isGenericValueHeader = (header: string) => HEADER_NAMES.value.includes(words(header));

/** First rows looked at: enough to see what a column holds, few enough to be instant. */
export const SUGGEST_ROWS = 50;

const isDateCell = (cell: string) => {
  const reading = readDate(cell, undefined, 'UTC');
  return !('problem' in reading) || reading.problem === 'ambiguous';
};
const isNumberCell = (cell: string) => /^-?\d+(?:[.,]\d+)?$/.test(cell) || /^\d{2,3}\s*\/\s*\d{2,3}$/.test(cell);

/** The share of a column's non-empty cells that pass `test` (1 without rows: the header alone decides). */
function shareOf(column: readonly string[], test: (cell: string) => boolean): number {
  const cells = column.filter(Boolean);
  return cells.length === 0 ? 1 : cells.filter(test).length / cells.length;
}

/** The date column: a header with a date word whose cells read as dates (most of them first, then the plainer name). */
function dateColumn(headers: readonly string[], column: (header: string) => string[]): string | undefined {
  const named = headers.filter((h) =>
    words(h)
      .split(' ')
      .some((word) => DATE_WORDS.includes(word)),
  );
  const scored = named.map((header, order) => ({ header, order, share: shareOf(column(header), isDateCell) }));
  scored.sort((a, b) => b.share - a.share || a.order - b.order);
  if (scored.length > 0) return scored[0].header;
  // No header says "date": a column of written dates (not plain numbers, which may be anything) will do.
  return headers.find((h) => column(h).some(Boolean) && shareOf(column(h), (c) => !isNumberCell(c) && isDateCell(c)) === 1);
}

/** Whether a column's first cells fit the field: a type names a log type somewhere, a value is mostly numbers. */
function fits(field: MappedField, cells: readonly string[]): boolean {
  if (field === 'type') return cells.every((c) => !c) || cells.some((c) => c && collectionOfName(c) !== undefined);
  if (field === 'value') return shareOf(cells, isNumberCell) >= 0.5;
  return true;
}

/** A mapping from the header names and the first rows (each `rows[i]` a row's cells), each header used once. */
export function suggestMapping(headers: readonly string[], rows: readonly (readonly string[])[] = []): Partial<CsvMapping> {
  const head = rows.slice(0, SUGGEST_ROWS);
  const column = (header: string) => head.map((cells) => (cells[headers.indexOf(header)] ?? '').trim());
  const mapping: Partial<Record<MappedField, string>> = {};
  const date = dateColumn(headers, column);
  if (date !== undefined) mapping.date = date;
  const used = new Set(date === undefined ? [] : [date]);
  for (const field of MAPPED_FIELDS) {
    if (field === 'date') continue;
    const header = headers.find((h) => !used.has(h) && HEADER_NAMES[field].includes(words(h)) && fits(field, column(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}
