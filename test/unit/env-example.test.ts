// .env.example documents every variable: each backend one in functions/platform/config.ts, each with a comment line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configNames } from '../../functions/platform/config';

const lines = readFileSync(path.join(__dirname, '../../.env.example'), 'utf8').split('\n');
const documented = lines.flatMap((line, index) => {
  const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
  return name ? [{ name, comment: lines[index - 1] ?? '' }] : [];
});

describe('.env.example', () => {
  it('lists every variable functions/platform/config.ts reads', () => {
    expect(configNames.filter((name) => !documented.some((entry) => entry.name === name))).toEqual([]);
  });

  it('gives each variable a comment line, once', () => {
    expect(documented.filter((entry) => !entry.comment.startsWith('# ')).map((entry) => entry.name)).toEqual([]);
    expect(new Set(documented.map((entry) => entry.name)).size).toBe(documented.length);
  });
});
