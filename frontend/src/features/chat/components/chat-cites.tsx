// The entries an answer used, as links to them on the Logs page: there is no page per entry, so each link opens
// that entry's type on its day (one link per type and day, however many entries of it were cited).
import { Link } from 'react-router-dom';
import { logsFor } from '@shared/app-paths';
import { isEntryCollection, entryTypeOf } from '@shared/entry-types';
import { formatDate, useTimeZone } from '@/lib/time-zone';
import type { ChatCite } from '../use-chat';

/** More links than this: the first ones and how many more. */
export const CITES_SHOWN = 8;

export function ChatCites({ cites }: { cites: ChatCite[] }) {
  const { format } = useTimeZone();
  const typed = cites.flatMap(({ collection, date }) => (isEntryCollection(collection) ? [{ collection, date }] : []));
  const links = [...new Map(typed.map((link) => [`${link.collection}@${link.date}`, link])).values()];
  if (links.length === 0) return null;
  const shown = links.slice(0, CITES_SHOWN);
  return (
    <div className="chat-cites">
      <span className="chat-cites-label">Entries used:</span>
      <ul>
        {shown.map((cite) => (
          <li key={`${cite.collection}@${cite.date}`}>
            <Link to={logsFor(cite.collection, cite.date)}>
              {entryTypeOf(cite.collection).title}, {formatDate(cite.date, format)}
            </Link>
          </li>
        ))}
        {links.length > shown.length && <li className="chat-cites-more">and {links.length - shown.length} more</li>}
      </ul>
    </div>
  );
}
