// A CSV preview's problems grouped (docs/IMPORT.md "CSV", issue 25): problems that differ only in their row are one
// line with the rows ("Rows 2–9, 14, 20–31: “soon” is not a date: 21 rows."), and problems alike but for a quoted cell
// (each row's own wrong date) are one line showing the first; so a person sees what to fix, not 1,040 copies of it.
import { PREVIEW_PROBLEMS } from '../../../shared/imports/import-limits';

/** Row ranges kept per line: past them the line says "…" and its count. */
const MAX_RANGES = 12;
/** Other quoted cells an alike line names besides its first ("also “yesterday”"). */
const MAX_ALSO = 3;

const ROW_PREFIX = /^Row (\d+): /;
const number = (n: number) => n.toLocaleString('en-US');

interface Group {
  /** The first problem's text without its row. */
  text: string;
  /** Whether every problem had that very text (else they differ in a quoted cell). */
  same: boolean;
  /** Other quoted cells met, the first few; `alsoMore` when there were more. */
  also: string[];
  alsoMore: boolean;
  ranges: [number, number][];
  /** The ranges did not all fit. */
  more: boolean;
  rows: number;
}

export class ProblemGroups {
  private readonly groups = new Map<string, Group>();
  private readonly unrowed: string[] = [];
  /** Problems added (a row with two problems counts twice). */
  count = 0;
  /** Of `count`, those in no listed line (their line would pass the listed limit). */
  unlisted = 0;

  constructor(private readonly limit = PREVIEW_PROBLEMS) {}

  add(message: string): void {
    this.count++;
    const match = ROW_PREFIX.exec(message);
    if (!match) {
      if (this.groups.size + this.unrowed.length < this.limit) this.unrowed.push(message);
      else this.unlisted++;
      return;
    }
    const [row, text] = [Number(match[1]), message.slice(match[0].length)];
    const key = text.replace(/“[^”]*”/g, '“”');
    let group = this.groups.get(key);
    if (!group) {
      if (this.groups.size + this.unrowed.length >= this.limit) {
        this.unlisted++;
        return;
      }
      group = { text, same: true, also: [], alsoMore: false, ranges: [], more: false, rows: 0 };
      this.groups.set(key, group);
    }
    if (text !== group.text) {
      group.same = false;
      const quoted = /“[^”]*”/.exec(text)?.[0];
      if (quoted && quoted !== /“[^”]*”/.exec(group.text)?.[0] && !group.also.includes(quoted)) {
        if (group.also.length < MAX_ALSO) group.also.push(quoted);
        else group.alsoMore = true;
      }
    }
    const last = group.ranges[group.ranges.length - 1];
    if (last && row === last[1]) return;
    group.rows++;
    if (last && row === last[1] + 1) last[1] = row;
    else if (group.ranges.length < MAX_RANGES) group.ranges.push([row, row]);
    else group.more = true;
  }

  /** The lines, in the order each kind of problem was first met. */
  lines(): string[] {
    return [...this.unrowed, ...[...this.groups.values()].map(lineOf)];
  }
}

function lineOf(group: Group): string {
  const { ranges, rows } = group;
  if (rows === 1) return `Row ${ranges[0][0]}: ${group.text}`;
  const shown = ranges.map(([a, b]) => (a === b ? number(a) : `${number(a)}–${number(b)}`)).join(', ');
  const text = group.text.replace(/\.$/, '');
  const where = `Rows ${shown}${group.more ? ', …' : ''}`;
  if (group.same) return `${where}: ${text}: ${number(rows)} rows.`;
  const also = group.also.length > 0 ? `, also ${group.also.join(', ')}${group.alsoMore ? ', …' : ''}` : '';
  return `${where}: ${text} (${number(rows)} rows alike${also}).`;
}
