// An item type of the single table, defined once (docs/ARCHITECTURE.md "Entities"): its entity name (the `entity`
// attribute every item carries), a version, its key (built by keys.ts, the one key design), its index keys, whether it
// expires, and the type of its own attributes. Data modules build every stored item with `toItem` and read it back
// with `fromItem`, so no module types an entity literal, strips keys or names the TTL attribute by hand.
// A small definition of our own rather than ElectroDB: the data layer keeps its conditional writes as they are (the
// whole point of several, docs/LOGS.md), dynalite has no transactions for ElectroDB's to use, and each Lambda's bundle
// stays small (test/build/handler-bundles.test.ts).
import { tableShape } from '../../shared/table-shape';
import type { TableKey } from './keys';

/** The attribute the table's TTL reads (shared/table-shape.ts, the same the CDK stack sets): epoch seconds. */
export const TTL_ATTRIBUTE = tableShape.ttlAttribute;

/** Attributes of the table, not of the item: keys, index keys, the entity name and the expiry. */
const TABLE_ATTRIBUTES = new Set<string>([
  tableShape.partitionKey,
  tableShape.sortKey,
  ...tableShape.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  'entity',
  TTL_ATTRIBUTE,
]);

/** An item's own attributes, without what the table adds (the one place keys are stripped). */
export function withoutTableAttributes<Attributes>(item: Record<string, unknown>): Attributes {
  const own: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!TABLE_ATTRIBUTES.has(name)) own[name] = value;
  return own as Attributes;
}

/** How long an item is kept: forever, until a time each item carries, or (owned-row notes) either. */
export type Expiry = 'never' | 'always' | 'optional';

/** The expiry argument of `toItem`: required, absent, or optional, as the entity's expiry says. */
type ExpiryArgument<E extends Expiry> = E extends 'always' ? [expiresAt: number] : E extends 'optional' ? [expiresAt?: number] : [];

export interface EntityDefinition<Name extends string, Attributes extends object, E extends Expiry> {
  /** The `entity` attribute of each item: what a scan or an export tells items apart by. */
  name: Name;
  /**
   * The shape's version: 1 until stored items must change. Changing a stored shape means a backfill
   * (functions/backfill) that brings every item to the new one and this number raised with it.
   */
  version: number;
  /** 'always' and 'optional': DynamoDB deletes the item some time after its TTL_ATTRIBUTE (epoch seconds). */
  expires: E;
  /** The GSI1 keys of an item listed through the index, from its attributes. */
  index?: (item: Attributes) => Record<string, string>;
}

export interface Entity<Name extends string, Attributes extends object, E extends Expiry = 'never'> {
  readonly name: Name;
  readonly version: number;
  readonly expires: E;
  /** The stored item: key, index keys, entity name, the attributes and (when it expires) the TTL in epoch seconds. */
  toItem(key: TableKey, attributes: Attributes, ...expiresAt: ExpiryArgument<E>): Record<string, unknown>;
  /** The attributes of a stored item (or of an update's ALL_NEW answer). */
  fromItem(item: Record<string, unknown>): Attributes;
  /**
   * What an UpdateExpression's SET starting such an item writes besides its attributes: the entity name, and the TTL
   * (epoch seconds, the value named `expiresAt`) of an expiring one: `entity = :entity, expiresAt = :expires`.
   */
  updateSet(expiresAt?: string): { assignments: string; values: Record<string, unknown> };
}

/**
 * Defines an item type. The attributes' type is given first, the rest is inferred:
 * `defineEntity<Report>()({ name: 'weekly-report', version: 1, expires: 'never' })`.
 */
export function defineEntity<Attributes extends object>() {
  return <const Name extends string, E extends Expiry>(definition: EntityDefinition<Name, Attributes, E>): Entity<Name, Attributes, E> => ({
    name: definition.name,
    version: definition.version,
    expires: definition.expires,
    toItem(key: TableKey, attributes: Attributes, ...expiry: ExpiryArgument<E>): Record<string, unknown> {
      const [expiresAt] = expiry as [number?];
      return {
        ...key,
        ...definition.index?.(attributes),
        entity: definition.name,
        ...attributes,
        ...(expiresAt === undefined ? {} : { [TTL_ATTRIBUTE]: expiresAt }),
      };
    },
    fromItem: (item) => withoutTableAttributes<Attributes>(item),
    updateSet: (expiresAt) => ({
      assignments: ['entity = :entity', ...(expiresAt ? [`${TTL_ATTRIBUTE} = ${expiresAt}`] : [])].join(', '),
      values: { ':entity': definition.name },
    }),
  });
}

/** True for an entity: how the TTL test (test/unit/table-ttl.test.ts) finds every one the data modules export. */
export const isEntity = (value: unknown): value is Entity<string, object, Expiry> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entity<string, object>).toItem === 'function' &&
  typeof (value as Entity<string, object>).name === 'string';
