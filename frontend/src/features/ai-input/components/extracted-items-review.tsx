// The confirmation (SPEC.md §4): each extracted item with its type, details, resolved time in the person's zone and notes.
import { useEffect, useId, useRef } from 'react';
import { ITEM_TYPE_LABELS } from '@shared/log-types';
import { useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import type { ExtractedItem } from '../api/process-input';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A type of its own, or related data named by its snake_case type ('blood_pressure' → 'Related Data: blood pressure'). */
export function itemTypeLabel(category: string): string {
  return ITEM_TYPE_LABELS[category] ?? `Related Data: ${category.replace(/_/g, ' ')}`;
}

/** A date-only value as a short date in the locale (no zone shift); anything else through the date-time formatter. */
function useItemTimeFormatter(): (value: string) => string {
  const formatDateTime = useDateTimeFormatter();
  const { locale } = useTimeZone();
  return (value) => {
    const day = DATE_ONLY.exec(value);
    if (!day) return formatDateTime(value);
    const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const style = { dateStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' } as const;
    try {
      return new Intl.DateTimeFormat(locale, style).format(ms);
    } catch {
      return new Intl.DateTimeFormat('en-US', style).format(ms);
    }
  };
}

type Props = {
  items: ExtractedItem[];
  imageUrl: string | null;
  saving: boolean;
  onConfirm(): void;
  onCancel(): void;
};

export function ExtractedItemsReview({ items, imageUrl, saving, onConfirm, onCancel }: Props) {
  const formatTime = useItemTimeFormatter();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The review replaces nothing on screen, so focus moves to it for keyboard and screen reader users.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="data-input-review" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="data-input-review-title">
        Review before saving
      </h3>
      <p className="muted text-sm">Check each item and its time; save them if they are right.</p>
      {imageUrl && <img className="data-input-review-image" src={imageUrl} alt="Uploaded photo" />}
      <ul className="data-input-items">
        {items.map((item, i) => (
          <li key={i} className="data-input-item">
            <div className="data-input-item-top">
              <span className="badge">{itemTypeLabel(item.category)}</span>
              <time className="data-input-item-time" dateTime={item.calculated_time}>
                {formatTime(item.calculated_time)}
              </time>
            </div>
            <p className="data-input-item-details">{item.details}</p>
            {item.notes && <p className="data-input-item-notes">Notes: {item.notes}</p>}
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          Confirm &amp; Save
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </section>
  );
}
