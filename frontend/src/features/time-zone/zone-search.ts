// The time zone search (docs/DATES.md): what people type — a city, state, country, abbreviation or UTC offset — finds
// its zones, the closest matches first: an alias or exact place, then a whole word, then a word's start, then any part.
import { ZONE_ALIASES } from './zone-aliases';

/** What search needs of an option (zone-options.ts ZoneOption). */
export type Searchable = { value: string; label: string; searchText: string; offsetMinutes: number };

/** 'UTC+5:30', 'UTC-6', 'UTC+0': an offset as the list shows it. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Lower case, plain letters ('São Paulo' → 'sao paulo'), underscores as spaces, single spaces. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .replace(/\u2212/g, '-')
    .trim();
}

/** 'GMT+1', 'UTC+9', 'utc-5:30', '+05:30', 'UTC −3' → minutes east of UTC; undefined for anything else. */
export function offsetOfQuery(query: string): number | undefined {
  const match = /^(?:utc|gmt)? ?([+-]) ?(\d{1,2})(?::?(\d{2}))?$/.exec(query);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return minutes > 14 * 60 || Number(match[3] ?? 0) >= 60 ? undefined : match[1] === '-' ? -minutes : minutes;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Query = { query: string; aliasZones?: readonly string[]; offset?: number; typedAliasZones: ReadonlySet<string> };

function readQuery(query: string): Query {
  const typed = query.length >= 3 ? [...ZONE_ALIASES].filter(([alias]) => alias.startsWith(query)).flatMap(([, zones]) => zones) : [];
  return { query, aliasZones: ZONE_ALIASES.get(query), offset: offsetOfQuery(query), typedAliasZones: new Set(typed) };
}

/** 0 best; undefined = no match. */
function rank(option: Searchable, { query, aliasZones, offset, typedAliasZones }: Query): number | undefined {
  const aliasAt = aliasZones?.indexOf(option.value) ?? -1;
  if (aliasAt >= 0) return aliasAt / 100;
  if (offset !== undefined) return option.offsetMinutes === offset ? 1 : undefined;
  const text = option.searchText;
  if (new RegExp(`(^|[^a-z])${escape(query)}($|[^a-z])`).test(text)) return 1;
  if (new RegExp(`(^|[^a-z])${escape(query)}`).test(text)) return 2;
  if (text.includes(query)) return 3;
  if (typedAliasZones.has(option.value)) return 2.5; // an alias being typed: 'califor'
  // words in any order: 'york new'
  return query.split(' ').every((word) => text.includes(word)) ? 4 : undefined;
}

/**
 * The options matching the query, best first (ties keep the list's order); all of them for an empty query.
 * 'india' puts Kolkata (India) before Indiana; 'PST', 'California' find Los Angeles; 'UTC+9' every zone at +9 now.
 */
export function searchZoneOptions<T extends Searchable>(options: readonly T[], text: string): T[] {
  const query = normalizeQuery(text);
  if (!query) return [...options];
  const read = readQuery(query);
  return options
    .map((option, index) => ({ option, index, rank: rank(option, read) }))
    .filter((hit): hit is { option: T; index: number; rank: number } => hit.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.option);
}
