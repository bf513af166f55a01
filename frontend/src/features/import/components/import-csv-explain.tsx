// A CSV preview's account of what the file becomes (docs/IMPORT.md "The Data Import page"): each column's use under
// the mapping ("Date → the entry’s date, read day first", "Notes → not imported") and the first rows as they will be
// saved (type, time in the import's zone, text, measures), so a wrong mapping shows before anything is written.
import { formatDateTime, useTimeZone } from '@/lib/time-zone';
import type { ImportPreview } from '../api/imports';

type Props = { csv: NonNullable<ImportPreview['csv']>; zone: string };

export function ImportCsvExplain({ csv, zone }: Props) {
  const { format } = useTimeZone();
  if (csv.column_uses.length === 0 && csv.examples.length === 0) return null;
  return (
    <div className="import-explain">
      {csv.column_uses.length > 0 && (
        <section aria-label="What each column becomes">
          <h4>What each column becomes</h4>
          <ul className="import-columns">
            {csv.column_uses.map(({ column, use }) => (
              <li key={column} className={use === 'not imported' ? 'muted' : undefined}>
                <span className="import-column-name">{column}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">: </span>
                {use}
              </li>
            ))}
          </ul>
        </section>
      )}
      {csv.examples.length > 0 && (
        <section aria-label="The first rows as they will be saved">
          <h4>The first rows as they will be saved</h4>
          <ol className="import-examples">
            {csv.examples.map((example) => (
              <li key={`${example.row}-${example.time}-${example.text}`}>
                <p className="import-example-head">
                  Row {example.row} · {example.type} · {formatDateTime(example.time, zone, format)}
                </p>
                <p className="import-example-text">{example.text}</p>
                {example.measures && <p className="import-example-measures">{example.measures}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
