// Quick re-log (docs/QUICK-LOG.md): its limits and the plain sentences it answers with, once, zod-free so the web
// app's chunk may read them too.

/** The entry types people re-log as they were: a food or drink, a supplement or medication, an activity. */
export const RELOG_COLLECTIONS = ['food-drinks', 'supplements', 'physical-activities'] as const;
export type RelogCollection = (typeof RELOG_COLLECTIONS)[number];

export const QUICK_LOG_LIMITS = {
  /** Distinct recent items answered. */
  recents: 12,
  /** How far back recents look, and how many entries of each type they read at most. */
  lookbackDays: 60,
  perType: 100,
  /** Favourites a person may keep. */
  favourites: 24,
} as const;

export const quickLogTexts = {
  tooManyFavourites: `You can keep up to ${QUICK_LOG_LIMITS.favourites} favourites: remove one first.`,
  notRelogType: 'Only a food or drink, a supplement or an activity can be a favourite.',
  noMeal: (meal: string, day: string) => `No ${meal} logged ${day}.`,
  noUsual: (words: string) => `Nothing logged yet that matches "${words}": log it once and it becomes your usual.`,
  noFavourite: 'No such favourite.',
} as const;
