// docs/PRODUCT.md §9 image compression: skip ≤ 200 KB, first pass within 1024x768 at 0.75/0.85/0.9 by size, second pass 800x600 at 0.7.
import { compressImage, firstPassQuality, fitWithin, IMAGE_COMPRESSION_FAILED } from '../image-compression';

const KB = 1024;
const MB = 1024 * KB;

type Encoded = { width: number; height: number; type: string; quality: number };
let encoded: Encoded[];
/** The sizes the fake canvas answers with, pass by pass. */
let outputSizes: number[];
let decodeFails: boolean;
const close = jest.fn();

const photo = (bytes: number, name = 'holiday.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  encoded = [];
  outputSizes = [150 * KB];
  decodeFails = false;
  close.mockClear();
  Object.assign(globalThis, {
    createImageBitmap: jest.fn(async () => {
      if (decodeFails) throw new Error('bad image');
      return { width: 4000, height: 3000, close };
    }),
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage: jest.fn() }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    encoded.push({ width: this.width, height: this.height, type: type ?? '', quality: quality ?? NaN });
    const size = outputSizes[Math.min(encoded.length - 1, outputSizes.length - 1)];
    callback(new Blob([new Uint8Array(size)], { type: 'image/jpeg' }));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

test('a file of 200 KB or less (150 KB) is uploaded as it is', async () => {
  const file = photo(150 * KB);
  await expect(compressImage(file)).resolves.toBe(file);
  const exactly = photo(200 * KB);
  await expect(compressImage(exactly)).resolves.toBe(exactly);
  expect(encoded).toEqual([]);
});

test.each([
  ['1 MB', 0.9, 1 * MB],
  ['3 MB', 0.85, 3 * MB],
  ['6 MB', 0.75, 6 * MB],
])('a %s photo gets one pass within 1024x768 at quality %s when that reaches the target', async (_label, quality, bytes) => {
  const result = await compressImage(photo(bytes));
  expect(encoded).toEqual([{ width: 1024, height: 768, type: 'image/jpeg', quality }]);
  expect(result.type).toBe('image/jpeg');
  expect(result.name).toBe('holiday.jpg');
  expect(result.size).toBe(150 * KB);
  expect(close).toHaveBeenCalled();
});

test('still above 200 KB after the first pass: a second pass within 800x600 at 0.7', async () => {
  outputSizes = [450 * KB, 120 * KB];
  const result = await compressImage(photo(3 * MB));
  expect(encoded).toEqual([
    { width: 1024, height: 768, type: 'image/jpeg', quality: 0.85 },
    { width: 800, height: 600, type: 'image/jpeg', quality: 0.7 },
  ]);
  expect(result.size).toBe(120 * KB);
});

test('the qualities switch strictly above 2 MB and 5 MB', () => {
  expect(firstPassQuality(2 * MB)).toBe(0.9);
  expect(firstPassQuality(2 * MB + 1)).toBe(0.85);
  expect(firstPassQuality(5 * MB)).toBe(0.85);
  expect(firstPassQuality(5 * MB + 1)).toBe(0.75);
});

test('the aspect ratio is kept and a small picture is never enlarged', () => {
  expect(fitWithin(3000, 4000, { width: 1024, height: 768 })).toEqual({ width: 576, height: 768 });
  expect(fitWithin(640, 480, { width: 1024, height: 768 })).toEqual({ width: 640, height: 480 });
});

test('an image that cannot be decoded fails with the docs/PRODUCT.md text', async () => {
  decodeFails = true;
  await expect(compressImage(photo(1 * MB))).rejects.toThrow(IMAGE_COMPRESSION_FAILED);
  expect(IMAGE_COMPRESSION_FAILED).toBe('Failed to compress image. Please try a different image.');
});
