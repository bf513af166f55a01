// The OpenAPI document (functions/docs/openapi.generated.json, `npm run generate:client`) passes Spectral's
// `spectral:oas` rules (.spectral.yaml) and Redocly's recommended rules (redocly.yaml) with no error, and every warning
// either tool reports is one docs/API.md lists with its reason: a new warning is fixed, or listed there.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const DOCUMENT = path.join('functions', 'docs', 'openapi.generated.json');

interface Finding {
  tool: 'spectral' | 'redocly';
  rule: string;
  severity: 'error' | 'warning';
  where: string;
  message: string;
}

/** Runs a linter's CLI (with this Node) on the document; its JSON report from stdout. */
function run(bin: string, args: string[]): unknown {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', bin), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    // No telemetry and no update check from a test run.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  const start = result.stdout.search(/[[{]/);
  if (start < 0) throw new Error(`${bin} printed no report: ${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout.slice(start));
}

function spectral(): Finding[] {
  // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
  const report = run('@stoplight/spectral-cli/dist/index.js', [
    'lint',
    DOCUMENT,
    '--ruleset',
    '.spectral.yaml',
    '--format',
    'json',
    '--quiet',
  ]);
  return (report as { code: string; severity: number; path: string[]; message: string }[])
    .filter((item) => item.severity <= 1)
    .map((item) => ({
      tool: 'spectral',
      rule: item.code,
      severity: item.severity === 0 ? 'error' : 'warning',
      where: item.path.join('.'),
      message: item.message,
    }));
}

function redocly(): Finding[] {
  const report = run('@redocly/cli/bin/cli.js', ['lint', DOCUMENT, '--config', 'redocly.yaml', '--format', 'json']);
  return (report as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] }).problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => ({
      tool: 'redocly',
      rule: problem.ruleId,
      severity: problem.severity === 'error' ? 'error' : 'warning',
      where: problem.location[0]?.pointer ?? '',
      message: problem.message,
    }));
}

/** The warnings docs/API.md keeps, from its table "| tool | rule | why |": `tool rule` each. */
function keptWarnings(): Set<string> {
  const doc = readFileSync(path.join(repoRoot, 'docs', 'API.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| (Spectral|Redocly) \| `([\w.-]+)` \|/gm)];
  return new Set(rows.map(([, tool, rule]) => `${tool.toLowerCase()} ${rule}`));
}

describe('the OpenAPI document under Spectral and Redocly', () => {
  let findings: Finding[] = [];
  beforeAll(() => {
    findings = [...spectral(), ...redocly()];
  }, 60_000);

  it('has no error', () => {
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('has only the warnings docs/API.md lists with their reasons', () => {
    const kept = keptWarnings();
    expect(kept.size).toBeGreaterThan(0);
    expect(findings.filter((finding) => !kept.has(`${finding.tool} ${finding.rule}`))).toEqual([]);
  });
});
