// Where each log call goes (SPEC.md §7 "Logs"): one collection path per type, one entry path per id.
import type { Collection } from '@shared/log-types';

export const collectionPath = (collection: Collection) => `/${collection}/`;

export const entryPath = (collection: Collection, id: string) => `/${collection}/${encodeURIComponent(id)}/`;
