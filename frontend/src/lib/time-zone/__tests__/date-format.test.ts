// The date format's defaults come from the zone's locale (docs/PRODUCT.md §9); the person's choices win over them.
import { localeDateFormat, resolveDateFormat, timeText } from '..';

test('a locale gives its own order and clock; an unusable one gives en-US', () => {
  expect(localeDateFormat('en-US')).toEqual({ order: 'MDY', clock: '12h' });
  expect(localeDateFormat('en-GB')).toEqual({ order: 'DMY', clock: '24h' });
  expect(localeDateFormat('fr-FR')).toEqual({ order: 'DMY', clock: '24h' });
  expect(localeDateFormat('de-DE')).toEqual({ order: 'DMY', clock: '24h' });
  expect(localeDateFormat('ja-JP')).toEqual({ order: 'YMD', clock: '24h' });
  expect(localeDateFormat('zh-CN').order).toBe('YMD');
  expect(localeDateFormat('en-IN')).toEqual({ order: 'DMY', clock: '12h' });
  expect(localeDateFormat('not a locale!')).toEqual({ order: 'MDY', clock: '12h' });
});

test("the person's choices win, each on its own", () => {
  expect(resolveDateFormat('en-US', { date_order: 'YMD', clock: null })).toEqual({ order: 'YMD', clock: '12h' });
  expect(resolveDateFormat('fr-FR', { date_order: null, clock: '12h' })).toEqual({ order: 'DMY', clock: '12h' });
  expect(resolveDateFormat('fr-FR')).toEqual({ order: 'DMY', clock: '24h' });
});

test('times on each clock', () => {
  expect(['00:05', '12:00', '18:59'].map((t) => timeText(+t.slice(0, 2), +t.slice(3), '12h'))).toEqual(['12:05 AM', '12:00 PM', '6:59 PM']);
  expect(timeText(7, 1, '24h')).toBe('07:01');
});
