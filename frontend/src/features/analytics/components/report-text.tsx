// A report's plain text made readable: "## " lines as headings, runs of "- " lines as lists, other lines as
// paragraphs, each heading opening a section (side by side on a wide screen). Text only — React escapes it, and no
// markup from the text is ever rendered as HTML.
type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Emphasis marks (**) a model may add are dropped; the words stay. */
const plain = (line: string) => line.replace(/\*\*/g, '').trim();

/** The text as sections: each starts at a heading (the first may have none: what comes before any heading). */
export function reportSections(text: string): Block[][] {
  const sections: Block[][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^[-*•]\s+(.*)$/.exec(line);
    if (heading || sections.length === 0) sections.push([]);
    const blocks = sections[sections.length - 1];
    const last = blocks.at(-1);
    if (heading) blocks.push({ kind: 'heading', text: plain(heading[1]) });
    else if (item && last?.kind === 'list') last.items.push(plain(item[1]));
    else if (item) blocks.push({ kind: 'list', items: [plain(item[1])] });
    else blocks.push({ kind: 'paragraph', text: plain(line) });
  }
  return sections;
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'heading') return <h4>{block.text}</h4>;
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function ReportText({ text }: { text: string }) {
  return (
    <div className="report-text">
      {reportSections(text).map((blocks, i) => (
        <div key={i} className={blocks[0]?.kind === 'heading' ? 'report-section' : 'report-section report-section-wide'}>
          {blocks.map((block, j) => (
            <BlockView key={j} block={block} />
          ))}
        </div>
      ))}
    </div>
  );
}
