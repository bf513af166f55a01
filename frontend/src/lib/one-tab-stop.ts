// A date or date-and-time field is one Tab stop (docs/FRONTEND.md "One Tab stop per date"): Chromium makes each
// part of <input type="datetime-local"> (month, day, year, hour, minute, AM/PM) a stop of its own, 7 Tabs per field.
// Tab and Shift+Tab leave the field at once; its parts stay reachable by the arrow keys (← → move between them,
// ↑ ↓ change one) and by typing, and a phone's picker is unchanged.
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]';

/** Tab order's elements in document order (the app sets no positive tabindex): enabled, shown, not inert. */
function tabStops(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
    // An unchecked radio of a group with a checked one is reached by the arrow keys, not Tab.
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.name) {
      const group = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`);
      if ([...group].some((radio) => radio.checked)) return false;
    }
    return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
  });
}

/** onKeyDown for a date or datetime-local input: Tab goes to the next stop, Shift+Tab to the one before. */
export function leaveOnTab(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const stops = tabStops();
  const at = stops.indexOf(event.currentTarget);
  const next = at < 0 ? undefined : stops[at + (event.shiftKey ? -1 : 1)];
  // The first or last stop of the page: the browser moves focus on, to its own controls.
  if (!next) return;
  event.preventDefault();
  next.focus();
}
