// Which image a path names (only the caller's own, S20/S29) and what its bytes really are (S27).
import { ownImageKey } from '../../functions/images/image-path';
import { imageTypeOf } from '../../functions/domain/image-type';

const me = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const other = '01JBBBBBBBBBBBBBBBBBBBBBBB';

describe('ownImageKey', () => {
  it("names the caller's image", () => {
    expect(ownImageKey(`/api/images/images/${me}/01JCCCCCCCCCCCCCCCCCCCCCCC.jpg`, me)).toBe(`images/${me}/01JCCCCCCCCCCCCCCCCCCCCCCC.jpg`);
  });

  it.each([
    [`/api/images/images/${other}/x.jpg`, "another user's prefix"],
    [`/api/images/images/${me}/../${other}/x.jpg`, 'a traversal'],
    [`/api/images/images/${me}/..%2F${other}%2Fx.jpg`, 'an encoded traversal'],
    [`/api/images/images/${me}/%2e%2e`, 'encoded dots'],
    [`/api/images/images/${me}%2Fx.jpg`, 'an encoded slash'],
    [`/api/images/images/${me}/sub/x.jpg`, 'a sub-folder'],
    [`/api/images/images/${me}/`, 'no file'],
    [`/api/images/images/${me}/.hidden`, 'a dot file'],
    [`/api/images/images/${me.toLowerCase()}/x.jpg`, 'the id in another case'],
    [`/api/images/${me}/x.jpg`, 'no images/ prefix'],
    [`/api/images/exports/${me}/x.csv`, 'another kind of object'],
  ])('refuses %s (%s)', (path) => {
    expect(ownImageKey(path, me)).toBeUndefined();
  });
});

describe('imageTypeOf', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/heic', bytes([0, 0, 0, 24], 'ftypheic')],
    ['image/heif', bytes([0, 0, 0, 24], 'ftypmif1')],
  ])('recognises %s', (type, data) => {
    expect(imageTypeOf(data)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['an MP4', bytes([0, 0, 0, 24], 'ftypisom')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', bytes()],
  ])('does not take %s for an image', (_name, data) => {
    expect(imageTypeOf(data)).toBeUndefined();
  });
});
