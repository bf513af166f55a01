// An RFC 4180 reader for checking exports: quoted fields with doubled quotes, commas and line breaks inside.

/** The rows of a CSV text (CRLF line ends; the last line end optional), each a list of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (char === '\n' || char === '\r' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}: not RFC 4180`);
    } else field += char;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`row of ${row.length} fields under a header of ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]]));
  });
}
