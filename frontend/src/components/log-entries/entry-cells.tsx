// What a table shows of an entry, column by column, for both tables (details types and related data differ).
import type { ReactNode } from 'react';
import { ITEM_TYPE_LABELS, type EntryCollection } from '@shared/log-types';
import type { LogEntry } from '@shared/schemas/logs';
import { entrySummary, isRelated } from './entry-draft';
import { EntryImageThumbnail } from './entry-image';

export interface EntryColumn {
  label: string;
  className?: string;
  render(entry: LogEntry): ReactNode;
}

export const itemTypeLabel = (type: string | undefined) => (type ? (ITEM_TYPE_LABELS[type] ?? type) : '');

export function whenColumn(format: (iso: string) => string): EntryColumn {
  return {
    label: 'Date and time',
    className: 'entry-cell-when',
    render: (entry) => <time dateTime={entry.utc_time}>{format(entry.utc_time)}</time>,
  };
}

export function summaryColumn(collection: EntryCollection, clamp = false): EntryColumn {
  return {
    label: isRelated(collection) ? 'Name' : 'Details',
    className: 'entry-cell-text',
    render: (entry) => (clamp ? <span className="entry-text-clamp">{entrySummary(entry)}</span> : entrySummary(entry)),
  };
}

/** The image column only when some entry on screen has one. */
export const hasImages = (entries: readonly LogEntry[]) => entries.some((entry) => entry.image_url);

export const imageColumn: EntryColumn = {
  label: 'Image',
  className: 'entry-cell-image',
  render: (entry) =>
    entry.image_url ? <EntryImageThumbnail imageUrl={entry.image_url} label={entrySummary(entry) || 'Entry image'} /> : null,
};

/** Every column of the full table, in order. */
export function fullColumns(collection: EntryCollection, format: (iso: string) => string, withImages: boolean): EntryColumn[] {
  const related: EntryColumn[] = isRelated(collection)
    ? [
        { label: 'Type', render: (entry) => itemTypeLabel(entry.item_type) },
        { label: 'Data details', className: 'entry-cell-text', render: (entry) => entry.data_details ?? '' },
      ]
    : [];
  return [
    whenColumn(format),
    summaryColumn(collection),
    ...related,
    { label: 'Notes', className: 'entry-cell-text', render: (entry) => entry.notes ?? '' },
    ...(withImages ? [imageColumn] : []),
  ];
}
