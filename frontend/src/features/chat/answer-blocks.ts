// An answer's text read as blocks and inline parts, never as HTML (docs/SECURITY.md S40: it may quote whatever a person
// wrote): paragraphs split by blank lines, "- " lines as lists, **bold**, and ISO times and days to show in the
// app's date format.

export type Inline = { kind: 'text' | 'bold'; text: string } | { kind: 'time' | 'day'; text: string };
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const LIST_LINE = /^\s*[-*•]\s+/;
const DATES = /(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)|(\b\d{4}-\d{2}-\d{2}\b)/g;

function withDates(text: string, kind: 'text' | 'bold'): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(DATES)) {
    if (match.index > at) parts.push({ kind, text: text.slice(at, match.index) });
    parts.push({ kind: match[1] ? 'time' : 'day', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind, text: text.slice(at) });
  return parts;
}

/** "You slept **7 h** on 2026-11-20" → text, bold, text, day. An unpaired ** stays as written. */
export function inlineParts(line: string): Inline[] {
  return line.split(/\*\*(.+?)\*\*/g).flatMap((piece, i) => (piece ? withDates(piece, i % 2 ? 'bold' : 'text') : []));
}

export function answerBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let current: Block | undefined;
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      const listed = LIST_LINE.test(line);
      const kind = listed ? 'list' : 'paragraph';
      if (current?.kind !== kind) blocks.push((current = kind === 'list' ? { kind, items: [] } : { kind, lines: [] }));
      const parts = inlineParts(listed ? line.replace(LIST_LINE, '') : line.trim());
      if (current.kind === 'list') current.items.push(parts);
      else current.lines.push(parts);
    }
  }
  return blocks;
}
