// The export download: the file name from Content-Disposition (RFC 6266 / 5987), and a blob saved through an object URL.
import { installFetch } from '@/testing/fake-fetch';
import { downloadExport, filenameFromContentDisposition, REVOKE_DELAY_MS, saveBlob } from '../api/download-export';

describe('filenameFromContentDisposition', () => {
  test.each([
    ['attachment; filename="export.csv"', 'export.csv'],
    ['attachment; filename=export.csv', 'export.csv'],
    ['attachment;filename="my \\"data\\".csv"', 'my "data".csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9%20log.csv", 'café log.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'r%C3%A9el.csv', 'réel.csv'],
    ['attachment; filename*=UTF-8\'\'r%C3%A9el.csv; filename="fallback.csv"', 'réel.csv'],
    ["attachment; FILENAME*=utf-8'en'data.csv", 'data.csv'],
    ["attachment; filename*=iso-8859-1''caf%E9.csv", 'café.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.csv; filename="plain.csv"', 'plain.csv'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  test.each([[null], [''], ['attachment'], ['attachment; filename=""'], ['inline; size=12']])('%p has no name', (header) => {
    expect(filenameFromContentDisposition(header)).toBeUndefined();
  });
});

describe('saving', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('clicks a temporary download link, removes it, and frees the object URL later', () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      expect([this.href, this.download]).toEqual(['blob:1', 'a.csv']);
    });
    saveBlob(new Blob(['x']), 'a.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });

  test('names the saved file from the headers of the answer it got', async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = installFetch(() => ({
      status: 200,
      body: 'id\r\n1\r\n',
      headers: { 'Content-Disposition': "attachment; filename*=UTF-8''big%20export.csv" },
    }));
    await expect(downloadExport()).resolves.toBe('big export.csv');
    expect(requests[0]).toMatchObject({ url: '/api/export/csv/', method: 'GET' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});
