// Favourites for quick re-logging (docs/QUICK-LOG.md "Favourites"): each holds the item as re-logging writes it, keyed
// by the item's key, so starring the same item twice keeps one; at most QUICK_LOG_LIMITS.favourites a person.
import { collectionOfCategory } from '../../shared/entry-types';
import { QUICK_LOG_LIMITS, quickLogTexts } from '../../shared/quick-log';
import type { Favourite, RelogItem } from '../../shared/schemas/quick-log';
import { listFavourites, putFavourite, removeFavourite } from '../data/favourites';
import { itemKey } from '../domain/quick-log/relog-item';
import { InvalidFields, NotFound } from '../platform/errors';

/** Newest first. */
export async function favouritesOf(userId: string): Promise<Favourite[]> {
  const favourites = await listFavourites(userId);
  return favourites.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Keeps the item (the schema allows only the re-loggable types); the same item again answers the one kept. The cap is
 * checked before the write, so two adds at the same instant could pass it by one: harmless, and no transaction needed.
 */
export async function addFavourite(userId: string, item: RelogItem): Promise<Favourite> {
  const collection = collectionOfCategory(item.category) as Favourite['collection'];
  const key = itemKey(collection, item.details, item.measures);
  const kept = await listFavourites(userId);
  const same = kept.find((favourite) => favourite.key === key);
  if (same) return same;
  if (kept.length >= QUICK_LOG_LIMITS.favourites) throw InvalidFields.field('item', quickLogTexts.tooManyFavourites);
  const favourite: Favourite = { key, collection, created_at: new Date().toISOString(), item };
  await putFavourite(userId, favourite);
  return favourite;
}

/** An item key's shape (itemKey: 22 base64url characters); any other names no favourite and is not read. */
const ITEM_KEY = /^[A-Za-z0-9_-]{22}$/;

/** Another person's key, or one never kept, is not found. */
export async function dropFavourite(userId: string, key: string): Promise<void> {
  if (!ITEM_KEY.test(key) || !(await removeFavourite(userId, key))) throw new NotFound(quickLogTexts.noFavourite);
}
