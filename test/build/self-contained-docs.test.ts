// The project stands alone (issue 24): no tracked file cites a document a clone does not have. The product's behaviour
// is in docs/PRODUCT.md, the test ids in docs/SECURITY.md and docs/FAULTS.md; a citation of a docs/ page names one that
// exists, and no relative path leaves the repository for a `shared` folder beside it, except the one build input below.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');
const thisFile = path.relative(repoRoot, __filename).split(path.sep).join('/');

/** Tracked files (what a clone gets): regular text files only, read once. */
let tracked: { file: string; text: string }[] | undefined;
const trackedTextFiles = (): { file: string; text: string }[] =>
  (tracked ??= execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(
      (file) => file !== '' && file !== thisFile && existsSync(path.join(repoRoot, file)) && lstatSync(path.join(repoRoot, file)).isFile(),
    )
    .map((file) => ({ file, buffer: readFileSync(path.join(repoRoot, file)) }))
    .filter(({ buffer }) => !buffer.subarray(0, 8000).includes(0))
    .map(({ file, buffer }) => ({ file, text: buffer.toString('utf8') })));

/** The documents of the first design, kept outside the repository: cite docs/ instead. */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|DESIGN|QUALITY|STACK-NOTES|STYLE)\.md\b/g;
/** The machine's copy of them, whatever the relative form. */
const OUTSIDE_FOLDER = /\/work\/shared\b|(?:\.\.\/)+shared\/(?:SPEC|DESIGN|QUALITY|STACK-NOTES|STYLE|data)\b/g;

/**
 * The one allowed path out of the repository: rebuilding the food table reads the USDA files from
 * `../shared/data/nutrition` beside the clone (scripts/nutrition/sources.ts's default, `--source` overrides it), a build
 * input docs/NUTRITION.md describes; the committed table is what the app uses, so a clone without the folder works.
 */
const ALLOWED_OUTSIDE: Record<string, RegExp> = {
  'scripts/nutrition/sources.ts': /'\.\.\/\.\.\/\.\.\/shared\/data\/nutrition'/g,
  'docs/NUTRITION.md': /`\.\.\/shared\/data\/nutrition`/g,
};

const hits = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((match) => match[0]);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

test('no tracked file cites SPEC.md, DESIGN.md, QUALITY.md, STACK-NOTES.md or STYLE.md', () => {
  const found = trackedTextFiles().flatMap(({ file, text }) =>
    [...text.matchAll(OUTSIDE_DOCUMENTS)].map((match) => `${file}:${lineOf(text, match.index)} ${match[0]}`),
  );
  expect(found).toEqual([]);
});

test('no tracked file reaches into the shared folder beside the repository, but the documented food-table input', () => {
  const found = trackedTextFiles().flatMap(({ file, text }) => {
    const allowed = ALLOWED_OUTSIDE[file];
    const rest = allowed ? text.replace(allowed, '') : text;
    return hits(rest, OUTSIDE_FOLDER).map((hit) => `${file} ${hit}`);
  });
  expect(found).toEqual([]);
});

test('the allowed food-table path is still what scripts/nutrition/sources.ts reads (or drop it from the list)', () => {
  for (const [file, pattern] of Object.entries(ALLOWED_OUTSIDE)) {
    expect(hits(readFileSync(path.join(repoRoot, file), 'utf8'), pattern)).not.toEqual([]);
  }
});

test('every docs/<NAME>.md a file cites exists', () => {
  const found = trackedTextFiles().flatMap(({ file, text }) =>
    hits(text, /\bdocs\/[A-Z][A-Z0-9-]*\.md\b/g)
      .filter((cited) => !existsSync(path.join(repoRoot, cited)))
      .map((cited) => `${file} ${cited}`),
  );
  expect(found).toEqual([]);
});

test('every quality id a test names (S01…, R01…) is listed with its meaning in docs/SECURITY.md or docs/FAULTS.md', () => {
  const listed = ['docs/SECURITY.md', 'docs/FAULTS.md'].map((doc) => readFileSync(path.join(repoRoot, doc), 'utf8')).join('\n');
  const tests = trackedTextFiles().filter(({ file }) => /\.test\.tsx?$/.test(file));
  const ids = new Set(tests.flatMap(({ text }) => hits(text, /\b[SR]\d{2}\b/g)));
  const missing = [...ids].filter((id) => !new RegExp(`^\\| ${id} \\|`, 'm').test(listed)).sort();
  expect(missing).toEqual([]);
});

test('every heading a file cites as docs/PRODUCT.md "<heading>" is one of its headings', () => {
  const product = readFileSync(path.join(repoRoot, 'docs', 'PRODUCT.md'), 'utf8');
  const headings = new Set([...product.matchAll(/^#{2,3} (?:§\d )?(.+)$/gm)].map((match) => match[1]));
  const found = trackedTextFiles().flatMap(({ file, text }) =>
    [...text.matchAll(/PRODUCT\.md \\?"([^"\\]+)/g)]
      .map((match) => match[1])
      .filter((heading) => !headings.has(heading))
      .map((heading) => `${file} "${heading}"`),
  );
  expect(found).toEqual([]);
});
