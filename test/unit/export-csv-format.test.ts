// CSV cells and lines: RFC 4180 quoting and formula neutralisation (docs/SECURITY.md S32), numbers left as numbers.
import { CSV_COLUMNS, csvValues } from '../../functions/export/csv-columns';
import { csvCell, csvLine } from '../../shared/csv-format';
import type { StoredEntry } from '../../functions/data/entries';

describe('csvCell', () => {
  it('leaves plain text, unicode and emoji as they are', () => {
    expect(csvCell('two eggs')).toBe('two eggs');
    expect(csvCell('Müsli 🍓 über 茶')).toBe('Müsli 🍓 über 茶');
  });

  it.each([
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the formula %j with a leading quote', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [' =1+1', "' =1+1"],
    ['   +1', "'   +1"],
    ['\t-2', "'\t-2"],
    ['\n@SUM(1)', `"'\n@SUM(1)"`],
    ['\r\n=HYPERLINK("x")', `"'\r\n=HYPERLINK(""x"")"`],
    ['\u00a0=1', "'\u00a0=1"],
    ['\ncmd', `"'\ncmd"`],
    ['\0cmd', "'\0cmd"],
  ])('neutralises %j: blanks or a line break before a formula character, or a leading LF or NUL (issue 21)', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves text that merely starts with a blank', () => {
    expect(csvCell(' two eggs')).toBe(' two eggs');
    expect(csvCell('eggs - two')).toBe('eggs - two');
  });

  it('does not touch a formula character that is not first', () => {
    expect(csvCell('1+1=2')).toBe('1+1=2');
  });

  it('writes numbers as numbers, negative offsets included, and nothing for null', () => {
    expect(csvCell(-300)).toBe('-300');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', null, 5])).toBe('a,"b,c",,5\r\n');
  });
});

describe('csvValues', () => {
  const base = {
    userId: 'U1',
    id: '01J0000000000000000000000A',
    utc_time: '2026-03-01T08:00:00.000Z',
    created_at: '2026-03-01T08:01:00.000Z',
  };
  /** Column → the cell as written. */
  const row = (entry: StoredEntry) => Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, csvCell(csvValues(entry)[i])]));

  it("puts an entry's fields in their columns and leaves the others empty", () => {
    const entry: StoredEntry = {
      ...base,
      collection: 'food-drinks',
      details: 'eggs',
      notes: 'n',
      calculated_timestamp: '2026-03-01T09:00:00+01:00',
      device_timezone: 'Europe/Paris',
      device_offset_minutes: 60,
      image_url: null,
      user_input_log: null,
      version: 1,
    };
    expect(row(entry)).toMatchObject({
      collection: 'food-drinks',
      id: base.id,
      details: 'eggs',
      notes: 'n',
      device_offset_minutes: '60',
      raw_text: '',
      item_name: '',
      image_url: '',
    });
  });

  it("writes a user input's raw text, and its zone as the device zone", () => {
    const entry: StoredEntry = { ...base, collection: 'user-inputs', raw_text: 'Manual entry: tea', timezone: 'Asia/Tokyo' };
    expect(row(entry)).toMatchObject({
      collection: 'user-inputs',
      raw_text: 'Manual entry: tea',
      device_timezone: 'Asia/Tokyo',
      details: '',
    });
  });

  it('never writes an attribute the API does not show', () => {
    const entry = { ...base, collection: 'sleep', details: 'slept', secret: 'internal' } as StoredEntry;
    expect(csvValues(entry)).not.toContain('internal');
    expect(csvValues(entry)).not.toContain('U1');
  });
});
