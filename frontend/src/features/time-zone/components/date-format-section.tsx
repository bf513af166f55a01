// Date & Time Format: the order dates are written in and the 12/24-hour clock; 'Automatic' follows the zone's locale
// (docs/PRODUCT.md §9). Saved to the account, so every device shows the same format (docs/DATES.md).
import { useId } from '@/lib/use-id';
import {
  CLOCKS,
  DATE_ORDERS,
  DATE_ORDER_LABELS,
  dateText,
  formatDateTime,
  localeDateFormat,
  timeText,
  useTimeZone,
  type Clock,
  type DateOrder,
} from '@/lib/time-zone';
import { AccountSaveNote } from './account-save-note';
import '@/components/settings-section.css';
import './date-format-section.css';

const CLOCK_LABELS: Record<Clock, string> = { '12h': '12-hour', '24h': '24-hour' };
/** The example the choices are shown with: a day above 12 makes the order plain. */
const orderExample = (order: DateOrder) => dateText(2026, 11, 22, order);
const clockExample = (clock: Clock) => timeText(18, 59, clock);

export function DateFormatSection() {
  const id = useId();
  const { zone, locale, format, choices, accountSave, setDateChoices } = useTimeZone();
  const automatic = localeDateFormat(locale);
  const now = formatDateTime(new Date().toISOString(), zone, format);

  return (
    <section className="card date-format" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        Date &amp; Time Format
      </h2>
      <p className="muted settings-intro">
        How every date and time in the app is written. Automatic follows your time zone’s usual format.
      </p>
      <div className="date-format-fields">
        <div className="field">
          <label htmlFor={`${id}-order`}>Date order</label>
          <select
            id={`${id}-order`}
            value={choices.date_order ?? ''}
            onChange={(event) => setDateChoices({ date_order: (event.target.value || null) as DateOrder | null })}
          >
            <option value="">Automatic ({orderExample(automatic.order)})</option>
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {DATE_ORDER_LABELS[order]} ({orderExample(order)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-clock`}>Clock</label>
          <select
            id={`${id}-clock`}
            value={choices.clock ?? ''}
            onChange={(event) => setDateChoices({ clock: (event.target.value || null) as Clock | null })}
          >
            <option value="">Automatic ({clockExample(automatic.clock)})</option>
            {CLOCKS.map((clock) => (
              <option key={clock} value={clock}>
                {CLOCK_LABELS[clock]} ({clockExample(clock)})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="settings-now text-sm" aria-live="polite">
        Dates look like this: <strong data-testid="date-format-now">{now}</strong>
      </p>
      <AccountSaveNote state={accountSave} subject="format" />
    </section>
  );
}
