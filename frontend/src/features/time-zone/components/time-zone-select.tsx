// The searchable, grouped time zone dropdown: an editable combobox with a listbox (WAI-ARIA combobox pattern); each
// option shows its current UTC offset.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useId } from '@/lib/use-id';
import { byGroup, searchZoneOptions, type ZoneOption } from '../zone-options';
import './time-zone-select.css';

type Props = {
  label: string;
  options: readonly ZoneOption[];
  /** The chosen option's value ('default' or an IANA name). */
  value: string;
  onChange(value: string): void;
  hint?: string;
  /** Called when the field is first focused or pressed, before its list can open: the moment to build every option. */
  onFirstUse?: () => void;
};

export function TimeZoneSelect({ label, options, value, onChange, hint, onFirstUse }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const chosen = options.find((option) => option.value === value);
  // In the order the list shows them (grouped by region, best match first), so the arrow keys follow the screen.
  const shown = useMemo(
    () => (open ? byGroup(searchZoneOptions(options, query)).flatMap((group) => group.options) : []),
    [open, options, query],
  );
  const optionId = useCallback((option: string) => `${id}-option-${option.replace(/[^\w-]/g, '_')}`, [id]);
  const activeIndex = shown.findIndex((option) => option.value === active);

  // on a phone the list may open below the fold: bring it into view once
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    if (!open || !active) return;
    const element = document.getElementById(optionId(active));
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  function openList() {
    if (open) return;
    setQuery('');
    setActive(value);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery('');
  }

  function choose(option: ZoneOption) {
    onChange(option.value);
    close();
  }

  function move(step: number) {
    if (!open) return openList();
    if (shown.length === 0) return;
    const next = activeIndex < 0 ? (step > 0 ? 0 : shown.length - 1) : Math.min(Math.max(activeIndex + step, 0), shown.length - 1);
    setActive(shown[next].value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const page = 8;
    const keys: Record<string, () => void> = {
      ArrowDown: () => (event.altKey ? openList() : move(1)),
      ArrowUp: () => move(-1),
      PageDown: () => open && move(page),
      PageUp: () => open && move(-page),
      Enter: () => {
        if (open && activeIndex >= 0) choose(shown[activeIndex]);
      },
      Escape: () => (open ? close() : undefined),
    };
    const action = keys[event.key];
    if (!action || ((event.key === 'Enter' || event.key.startsWith('Page')) && !open)) return;
    event.preventDefault();
    action();
  }

  function onQuery(text: string) {
    setQuery(text);
    const matches = searchZoneOptions(options, text);
    setActive(matches[0]?.value);
    setOpen(true);
  }

  const listId = `${id}-list`;
  const hintId = hint ? `${id}-hint` : undefined;

  return (
    <div className="field tz-select">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div
        className="tz-select-control"
        onFocus={onFirstUse}
        onPointerDown={onFirstUse}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="tz-select-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(shown[activeIndex].value) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          value={open ? query : (chosen?.chosenText ?? value)}
          placeholder={open ? 'Search zones' : undefined}
          title={open ? undefined : chosen?.chosenText}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={openList}
        />
        <button
          type="button"
          className="tz-select-toggle"
          tabIndex={-1}
          aria-label={open ? 'Close time zone list' : 'Open time zone list'}
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              openList();
              inputRef.current?.focus();
            }
          }}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M5 7.5 10 12.5 15 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <div ref={listRef} id={listId} role="listbox" aria-label="Time zones" className="tz-select-list" hidden={!open}>
          {open && shown.length === 0 && (
            <p className="tz-select-empty" role="presentation">
              No time zone matches “{query}”.
            </p>
          )}
          {open &&
            byGroup(shown).map(({ group, options: members }) => (
              <div key={group} role="group" aria-labelledby={`${id}-group-${group.replace(/\W/g, '')}`} className="tz-select-group">
                <div id={`${id}-group-${group.replace(/\W/g, '')}`} role="presentation" className="tz-select-group-title">
                  {group}
                </div>
                {members.map((option) => (
                  <div
                    key={option.value}
                    id={optionId(option.value)}
                    role="option"
                    aria-selected={option.value === value}
                    className={`tz-select-option${option.value === active ? ' is-active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => option.value !== active && setActive(option.value)}
                    onClick={() => choose(option)}
                  >
                    <span className="tz-select-main">
                      <span>{option.label}</span> <span className="tz-select-offset">{option.offset}</span>
                    </span>
                    {option.detail && <span className="tz-select-detail">{option.detail}</span>}
                  </div>
                ))}
              </div>
            ))}
        </div>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
