// Quick re-log's routes (the quick-log group, /api/quick-log/, docs/QUICK-LOG.md): recents and favourites, each with
// the item as re-logging writes it (an extracted item without its time: the client adds the time it chooses and sends
// it to POST /api/structured-data/save/).
import * as z from 'zod';
import { collectionOfCategory } from '../entry-types';
import { quickLogTexts, RELOG_COLLECTIONS } from '../quick-log';
import { itemFields, refineMeasures, refineNutrition } from './ai';
import { ZONE_NAME } from './formats';
import { measuresSchema } from './measures';
import { nutritionSourceSchema } from './nutrition';

const { calculated_time: _time, ...fields } = itemFields;

/** What re-logging writes: an item of the review, without its time. */
export const relogItemSchema = z
  .object({ ...fields, measures: measuresSchema.optional(), nutrition: nutritionSourceSchema.nullable().optional() })
  .superRefine(refineMeasures)
  .superRefine(refineNutrition)
  .superRefine((item, context) => {
    if (!(RELOG_COLLECTIONS as readonly string[]).includes(collectionOfCategory(item.category)))
      context.addIssue({ code: 'custom', path: ['category'], message: quickLogTexts.notRelogType });
  });
export type RelogItem = z.output<typeof relogItemSchema>;

/** The same as the routes answer it (the request's transforms already applied: subjects a plain list). */
const relogItemAnswer = z.object({
  category: z.string(),
  details: z.string(),
  notes: z.string(),
  measures: measuresSchema.optional(),
  subjects: z.array(z.string()).optional(),
  nutrition: nutritionSourceSchema.nullable().optional(),
});

const itemKey = z.string().describe("The item's identity: the same words and amounts of the same type have the same key.");

/** GET /api/quick-log/recents/ */
export const recentsQuery = z.object({ timezone: z.string().max(64).meta(ZONE_NAME).optional() });

export const recentSchema = z.object({
  key: itemKey,
  collection: z.enum(RELOG_COLLECTIONS),
  /** How often it was logged in the window read, and when last. */
  count: z.number().int(),
  last_logged: z.string(),
  /** The median local time of its entries (HH:MM in the zone asked about). */
  usual_time: z.string(),
  item: relogItemAnswer,
});
export type Recent = z.output<typeof recentSchema>;
export const recentsResponse = z.object({ recents: z.array(recentSchema) });

/** POST /api/quick-log/favourites/ */
export const addFavouriteRequest = z.object({ item: relogItemSchema });

export const favouriteSchema = z.object({
  key: itemKey,
  collection: z.enum(RELOG_COLLECTIONS),
  created_at: z.string(),
  item: relogItemAnswer,
});
export type Favourite = z.output<typeof favouriteSchema>;
export const favouritesResponse = z.object({ favourites: z.array(favouriteSchema) });
