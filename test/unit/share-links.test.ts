// Share links' pure parts (docs/SHARING.md): the `shlink:/` payload as the SMART Health Links spec writes it, the JWE
// round trip (dir, A256GCM) and its refusal of a wrong key, the browser family the opens log keeps, the passcode's
// salted hash, the summary page's escaping (no script can ride in on an entry's words) and what it holds of each type.
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { browserFamily, viewerCountry } from '../../functions/shares/browser-family';
import { decryptFile, encryptFile } from '../../functions/shares/file-crypto';
import { hashPasscode, newPasscode, passcodeMatches } from '../../functions/shares/passcode';
import { decodeShlink, encodeShlink, isManifestId, random256, viewerUrl } from '../../functions/shares/shlink';
import { summaryHtml } from '../../functions/shares/summary-html';
import { patientText } from '../../functions/shares/create-share';
import { summaryDocument } from '../../functions/shares/share-files';
import { summaryOfTypes } from '../../functions/shares/summary-of-types';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import type { InsightsSummary } from '../../shared/schemas/insights-summary';

describe('the shlink:/ payload', () => {
  const payload = {
    url: 'https://tend.example/api/shl/' + 'a'.repeat(43),
    key: random256(),
    exp: 1_800_000_000,
    flag: 'P' as const,
    label: 'For Dr. Rivera, 3 Dec',
    v: 1 as const,
  };

  it('is shlink:/ and base64url JSON without padding, with url, key, exp, flag, label and v', () => {
    const text = encodeShlink(payload);
    expect(text).toMatch(/^shlink:\/[A-Za-z0-9_-]+$/);
    const json = JSON.parse(Buffer.from(text.slice('shlink:/'.length), 'base64url').toString('utf8'));
    expect(json).toEqual(payload);
    expect(decodeShlink(text)).toEqual(payload);
  });

  it('leaves the flag out without a passcode and cuts a label to the spec’s 80 characters', () => {
    const text = encodeShlink({ ...payload, flag: undefined, label: 'x'.repeat(100) });
    const decoded = decodeShlink(text);
    expect(decoded).not.toHaveProperty('flag');
    expect(decoded.label).toHaveLength(80);
  });

  it('is read back from the viewer URL, where it sits after # (never sent to a server)', () => {
    const text = encodeShlink(payload);
    const url = viewerUrl('https://tend.example', text);
    expect(url).toBe(`https://tend.example/shared#${text}`);
    expect(new URL(url).hash).toBe(`#${text}`);
    expect(decodeShlink(url)).toEqual(payload);
  });

  it('makes keys and manifest ids of 256 random bits: 43 base64url characters, never the same twice', () => {
    const ids = Array.from({ length: 50 }, random256);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(isManifestId(id)).toBe(true);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    }
    expect(isManifestId('short')).toBe(false);
    expect(isManifestId(`${'a'.repeat(42)}/`)).toBe(false);
  });
});

describe('the files’ encryption', () => {
  it('round-trips as a compact JWE with alg dir, enc A256GCM and the content type', async () => {
    const key = random256();
    const text = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] });
    const jwe = await encryptFile(text, key);
    expect(jwe.split('.')).toHaveLength(5);
    expect(decodeProtectedHeader(jwe)).toEqual({ alg: 'dir', enc: 'A256GCM', cty: 'application/fhir+json' });
    expect(await decryptFile(jwe, key)).toBe(text);
    // What any viewer does: jose's compactDecrypt with the key's raw bytes.
    const { plaintext } = await compactDecrypt(jwe, Buffer.from(key, 'base64url'));
    expect(new TextDecoder().decode(plaintext)).toBe(text);
  });

  it('refuses another key', async () => {
    const jwe = await encryptFile('{}', random256());
    await expect(decryptFile(jwe, random256())).rejects.toThrow();
  });
});

describe('what the opens log keeps of a viewer', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'other'],
    ['curl/8.5.0', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (ua, family) => expect(browserFamily(ua)).toBe(family));

  it('keeps a two-letter country and nothing else', () => {
    expect(viewerCountry('de')).toBe('DE');
    expect(viewerCountry(undefined)).toBeNull();
    expect(viewerCountry('<script>')).toBeNull();
  });
});

describe('the passcode', () => {
  it('is six random digits, stored as a salted scrypt hash that matches it (spaces typed between digits ignored) and nothing else', async () => {
    const passcode = newPasscode();
    expect(passcode).toMatch(/^\d{6}$/);
    const hash = await hashPasscode(passcode, 4);
    expect(hash).toMatch(/^scrypt\$4\$8\$1\$/);
    expect(hash).not.toContain(passcode);
    expect(await hashPasscode(passcode, 4)).not.toBe(hash);
    expect(await passcodeMatches(passcode, hash)).toBe(true);
    expect(await passcodeMatches(`${passcode.slice(0, 3)} ${passcode.slice(3)}`, hash)).toBe(true);
    expect(await passcodeMatches(passcode === '000000' ? '111111' : '000000', hash)).toBe(false);
  });
});

describe('the summary page', () => {
  const summary: InsightsSummary = {
    period: { days: 30, first_day: '2026-10-29', last_day: '2026-11-27', timezone: 'Europe/London' },
    total_logs: 3,
    logged_days: 2,
    averages: [{ series: 'sleep_hours', unit: 'h', mean: 7.25, min: 6, max: 8.5, days: 2 }],
    symptoms: [
      {
        name: '<img src=x onerror=alert(1)>',
        days: 1,
        first_day: '2026-11-01',
        last_day: '2026-11-01',
        severity_days: 1,
        mean_severity: 2,
        max_severity: 2,
      },
    ],
    medications: [{ name: 'Ibuprofen "400"', doses: ['400 mg'], days: 1, times: 1, first_day: '2026-11-02', last_day: '2026-11-02' }],
    schedules: [],
    intake: { days: 30, food_days: 0, food_entries: 0, entries_without_numbers: 0, nutrients: [] },
    findings: [],
    experiments: [],
  };

  it('escapes every value and carries no script, handler or outside resource', () => {
    const html = summaryHtml(
      { summary, label: '</title><script>x()</script>', patient: 'A. B.', createdAt: '2026-11-27T10:00:00Z' },
      { symptoms: true, medications: true },
    );
    const tags = html.match(/<[^>]*>/g) ?? [];
    const names = new Set(tags.map((tag) => /^<\/?([!a-z0-9]+)/i.exec(tag)![1].toLowerCase()));
    const allowed = ['!doctype', 'html', 'head', 'meta', 'title', 'style', 'body', 'main', 'h1', 'h2', 'p', 'div', 'table', 'caption'];
    expect([...names].filter((name) => ![...allowed, 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li'].includes(name))).toEqual([]);
    expect(tags.filter((tag) => /\s(on\w+|src|href|action)\s*=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Ibuprofen &quot;400&quot;');
    expect(html).toContain('Patient: A. B.');
    expect(html).toContain('7.3');
  });

  it('leaves out the sections of types not shared, and the patient when none is chosen', () => {
    const html = summaryHtml(
      { summary, label: 'x', patient: null, createdAt: '2026-11-27T10:00:00Z' },
      { symptoms: false, medications: false },
    );
    expect(html).not.toContain('Symptoms');
    expect(html).not.toContain('Ibuprofen');
    expect(html).not.toContain('Patient:');
  });
});

describe('what a link’s summary holds', () => {
  const summary: InsightsSummary = {
    period: { days: 7, first_day: '2026-11-21', last_day: '2026-11-27', timezone: 'UTC' },
    total_logs: 0,
    logged_days: 0,
    averages: [
      { series: 'sleep_hours', unit: 'h', mean: 7, min: 7, max: 7, days: 1 },
      { series: 'mood', unit: '1–10', mean: 6, min: 6, max: 6, days: 1 },
    ],
    symptoms: [
      {
        name: 'headache',
        days: 1,
        first_day: '2026-11-22',
        last_day: '2026-11-22',
        severity_days: 0,
        mean_severity: null,
        max_severity: null,
      },
    ],
    medications: [{ name: 'Magnesium', doses: [], days: 1, times: 1, first_day: '2026-11-22', last_day: '2026-11-22' }],
    schedules: [],
    intake: {
      days: 7,
      food_days: 1,
      food_entries: 1,
      entries_without_numbers: 0,
      nutrients: [{ nutrient: 'energy_kcal', unit: 'kcal', mean: 2000, days: 1, target: null }],
    },
    findings: [{ sentence: 'You sleep longer after activity.', strength: 'weak', days: 7 }],
    experiments: [],
  };

  it('keeps only the parts of the shared types; findings only when every type is shared', () => {
    const cut = summaryOfTypes(summary, ['sleep']);
    expect(cut.averages.map((a) => a.series)).toEqual(['sleep_hours']);
    expect(cut.symptoms).toEqual([]);
    expect(cut.medications).toEqual([]);
    expect(cut.intake.nutrients).toEqual([]);
    expect(cut.findings).toEqual([]);
    const all = summaryOfTypes(summary, ENTRY_COLLECTIONS);
    expect(all).toEqual(summary);
  });

  it('never carries an experiment, even with every type shared: a link shares entry types, and an experiment is none', () => {
    const experiment = {
      id: '01JZ0000000000000000000000',
      title: 'Magnesium and sleep',
      status: 'finished' as const,
      start_date: '2026-10-01',
      end_date: '2026-11-11',
      today: null,
      answer: 'Magnesium 400 mg: +18 min of sleep a night.',
    };
    const withOne: InsightsSummary = { ...summary, experiments: [experiment] };
    expect(summaryOfTypes(withOne, ENTRY_COLLECTIONS).experiments).toEqual([]);
  });

  it('names the patient by name, by initials or not at all', () => {
    const person = { first_name: 'Robin', last_name: 'van Dijk', username: 'robin42' };
    expect(patientText(person, 'name')).toBe('Robin van Dijk');
    expect(patientText(person, 'initials')).toBe('R. V.');
    expect(patientText(person, 'none')).toBeNull();
    expect(patientText({ first_name: '', last_name: '', username: 'robin42' }, 'name')).toBe('robin42');
  });

  it('sends the page as a DocumentReference whose attachment is the HTML, base64', () => {
    const document = summaryDocument('<p>é</p>', 'For my doctor', '2026-11-27T10:00:00.000Z');
    expect(document).toMatchObject({
      resourceType: 'DocumentReference',
      status: 'current',
      type: { coding: [{ system: 'http://loinc.org', code: '60591-5' }] },
      meta: { lastUpdated: '2026-11-27T10:00:00.000Z' },
    });
    expect(Buffer.from(document.content[0].attachment.data, 'base64').toString('utf8')).toBe('<p>é</p>');
    expect(document.content[0].attachment.contentType).toBe('text/html');
  });
});
