// A date or datetime-local input's value written in the app's one date format, shown under the input: a native
// input is written in the browser's language, which a page cannot set (docs/DATES.md).
import { formatDate, formatDateTime } from './date-time';
import { useTimeZone } from './time-zone-provider';

type Props = {
  /** The input's value: 'YYYY-MM-DDTHH:mm' (a wall time in the chosen zone) or, with `dayOnly`, 'YYYY-MM-DD'. */
  value: string;
  dayOnly?: boolean;
  id?: string;
};

export function InputValueText({ value, dayOnly = false, id }: Props) {
  const { zone, format } = useTimeZone();
  const text = !value ? '' : dayOnly ? formatDate(value, format) : `${formatDateTime(value, zone, format)} (${zone.replace(/_/g, ' ')})`;
  if (!text || text === value) return null;
  return (
    <p id={id} className="field-hint input-value-text" data-testid="input-value-text">
      {text}
    </p>
  );
}
