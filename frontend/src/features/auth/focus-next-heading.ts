// After sign-in the page is replaced under the person: focus moves to the next page's heading (its h1), so a screen
// reader says where they are and Tab starts at the top of that page. The wait ends once it is focused, after 10 s,
// when the person clicks or types first, or when the sign-in fails (cancel).
const WAIT_MS = 10_000;
/** The page's own h1: a loading skeleton's stand-in (data-skeleton) is replaced a moment later, and focus with it. */
const HEADING = 'main h1:not([data-skeleton])';

export function focusNextPageHeading(): { cancel(): void } {
  const before = document.querySelector(HEADING);
  let done = false;

  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (!heading || heading === before) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    stop();
  };
  const observer = new MutationObserver(tryFocus);
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  }

  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  return { cancel: stop };
}
