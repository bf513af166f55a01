// Quick re-log's words on the capture card (docs/QUICK-LOG.md "On the capture card"), once.
export const QUICK_LOG_TEXT = {
  title: 'Log again',
  hint: 'One tap logs it now. The star keeps it as a favourite.',
  loading: 'Loading what you log often…',
  none: 'Nothing to log again yet: what you log shows here, ready for one tap.',
  logLabel: (name: string) => `Log ${name} now`,
  usually: (clock: string) => `usually ${clock}`,
  favourite: (name: string) => `Favourite: ${name}`,
  logged: (name: string, clock: string) => `Logged ${name} at ${clock}.`,
  showAll: (count: number) => `Show all ${count}`,
  showFewer: 'Show fewer',
  undo: 'Undo',
  atUsual: (clock: string) => `At ${clock} instead`,
  undone: (name: string) => `Removed ${name}.`,
  failed: (name: string) => `Could not log ${name}. Check the connection and tap it again.`,
  undoFailed: 'Could not undo: remove it on the Logs page.',
  favouriteFailed: 'Could not change the favourite. Try again.',
} as const;

/** How long Undo is offered after a re-log. */
export const UNDO_MS = 8000;
