// Another app's own export read with no mapping (issue 25, docs/IMPORT.md "Other apps' exports"): each format is
// recognised by its header row and turns each row into entries with measures, keyed so a second import of the same
// file (or of a later export holding the same days) writes nothing new. One file per app in this folder; the list is
// app-formats.ts.
import type { EntryCollection } from '../../../shared/entry-types';
import type { DetailEntryRequest, RelatedEntryRequest } from '../../../shared/schemas/entries';

export interface AppContext {
  /** The person's IANA zone: dates without an offset are read in it. */
  zone: string;
  /** The import's time (ms): a log is of the past. */
  now: number;
}

export interface AppRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  /** The trimmed cell under a header (exactly as the file spells it), '' when the row or file has none. */
  get(header: string): string;
  cells: readonly string[];
}

/** One entry of a row; `key` is unique within the format for the fact (a day, a meal, a workout's start). */
export interface AppEntry {
  collection: EntryCollection;
  entry: DetailEntryRequest | RelatedEntryRequest;
  key: string;
}

export type AppResult = AppEntry | { problem: string };

export interface AppReader {
  /** A row as its entries (none for a row that holds nothing to import), or problems naming the row. */
  row(row: AppRow): AppResult[];
  /** After the last row, entries built across rows (e.g. a day made of several rows). */
  end?(): AppResult[];
}

export interface AppFormat {
  /** Stable: part of every entry's source key (`app/<id>/<key>`), so never renamed. */
  id: string;
  /** What the preview says: "Recognised: <name>". */
  name: string;
  /** True when the header row is this app's file (exact header names: each app writes its own). */
  matches(headers: readonly string[]): boolean;
  open(headers: readonly string[], context: AppContext): AppReader;
}

/** True when every one of `names` is a header (the test most formats use). */
export const hasHeaders = (headers: readonly string[], names: readonly string[]) => names.every((name) => headers.includes(name));
