// State of Mind (iOS 17+) as a mood entry. How export.xml writes it is not documented by Apple and no sample
// export we could check holds one, so this reads it defensively (docs/IMPORT.md): any <Record> whose type names
// StateOfMind, with its valence (-1 very unpleasant … 1 very pleasant) in a metadata entry whose key names
// "valence" or in its value, and labels from metadata keys that name "label". Without a valence it is skipped.
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { mood } from './entries';
import type { RecordSample } from './read-samples';
import type { ZoneClock } from './zone-clock';

const FEELINGS = ['Very unpleasant', 'Unpleasant', 'Slightly unpleasant', 'Neutral', 'Slightly pleasant', 'Pleasant', 'Very pleasant'];

function valenceOf(r: RecordSample): number | undefined {
  const key = Object.keys(r.metadata).find((k) => /valence/i.test(k));
  const value = Number(key === undefined ? r.value : r.metadata[key]);
  return r.value !== '' || key !== undefined ? (Number.isFinite(value) && value >= -1 && value <= 1 ? value : undefined) : undefined;
}

export function stateOfMind(clock: ZoneClock, r: RecordSample): ImportedEntry | undefined {
  const valence = valenceOf(r);
  if (valence === undefined) return undefined;
  const score = Math.min(10, Math.max(1, Math.round(1 + ((valence + 1) / 2) * 9)));
  const feeling = FEELINGS[Math.min(6, Math.floor(((valence + 1) / 2) * 7))];
  const labels = Object.entries(r.metadata)
    .filter(([k]) => /label/i.test(k))
    .flatMap(([, v]) => v.split(/[,;|]/))
    .map((v) =>
      v
        .replace(/^HKStateOfMindLabel/, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean)
    .slice(0, 10);
  const details = `State of Mind: ${feeling.toLowerCase()}${labels.length ? ` (${labels.join(', ')})` : ''}`;
  return mood(clock, 'state-of-mind', r.start, details, { mood: score }, labels.length ? labels : ['mood']);
}
