// The seven entry types as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them; the selected one is in the tab order).
// On a phone they scroll sideways: a fade with an arrow marks each side that has more tabs.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ENTRY_TYPES, type EntryCollection } from '@shared/entry-types';
import { useScrollEdges } from '@/lib/use-scroll-edges';

export const tabId = (collection: EntryCollection) => `entries-tab-${collection}`;
export const PANEL_ID = 'entries-type-panel';

export function TypeTabs({ selected, onSelect }: { selected: EntryCollection; onSelect(collection: EntryCollection): void }) {
  const list = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(list);

  // On a phone the tabs scroll sideways: keep the selected one in the middle, its neighbours peeking in.
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>(`#${tabId(selected)}`);
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = tab.offsetLeft - (box.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ENTRY_TYPES.findIndex((type) => type.collection === selected);
    const last = ENTRY_TYPES.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ENTRY_TYPES[(next + ENTRY_TYPES.length) % ENTRY_TYPES.length].collection;
    onSelect(target);
    list.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div className="type-tabs-frame scroll-edges" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={list} className="type-tabs" role="tablist" aria-label="Log type" onKeyDown={onKeyDown}>
        {ENTRY_TYPES.map((type) => {
          const active = type.collection === selected;
          return (
            <button
              key={type.collection}
              id={tabId(type.collection)}
              type="button"
              role="tab"
              className="type-tab"
              aria-selected={active}
              aria-controls={PANEL_ID}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(type.collection)}
            >
              {type.title}
            </button>
          );
        })}
      </div>
    </div>
  );
}
