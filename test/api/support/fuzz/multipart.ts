// multipart/form-data bodies for the photo routes (R14, S27, S28): the form's fields from its schema, a photo or
// something posing as one, and forms broken on the wire (truncated, a wrong or missing boundary, duplicated parts).
import fc from 'fast-check';
import { jpegWithLocation } from '../photos';
import { junkValue, jsonText } from './junk';
import { arbitraryOf } from './schema-arbitrary';

type JsonSchema = Record<string, unknown>;
export interface RawBody {
  contentType?: string;
  bytes: Uint8Array;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR tiny')]);
const files = fc.constantFrom(
  { bytes: jpegWithLocation(), type: 'image/jpeg', name: 'photo.jpg' },
  { bytes: PNG, type: 'image/png', name: '../../images/other/x.png' },
  { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), type: 'image/svg+xml', name: 'x.svg' },
  { bytes: Buffer.from('plain text renamed'), type: 'image/jpeg', name: 'x.jpg' },
  { bytes: Buffer.alloc(0), type: 'image/jpeg', name: '' },
  { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(26 * 1024 * 1024, 1)]), type: 'image/jpeg', name: 'big.jpg' },
);

type Part = { name: string; value: string } | { name: string; file: { bytes: Buffer; type: string; name: string } };

function encode(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('value' in part) return [Buffer.from(`${head}\r\n\r\n${part.value}\r\n`)];
    return [
      Buffer.from(`${head}; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`),
      part.file.bytes,
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

/** A form for the schema; `items` and `changes` (JSON lists in a field) come from the JSON route's schema when given. */
export function multipartBody(form: JsonSchema, jsonFields: Record<string, JsonSchema>): fc.Arbitrary<RawBody> {
  const properties = Object.entries((form.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => name !== 'image');
  const fieldValues = properties.map(([name, schema]) =>
    fc.option(
      fc
        .oneof({ weight: 3, arbitrary: arbitraryOf(jsonFields[name] ?? schema) }, junkValue)
        .map((value): Part => ({ name, value: asText(value) })),
      {
        nil: undefined,
        freq: 1,
      },
    ),
  );
  const parts = fc
    .tuple(
      fc.tuple(...fieldValues),
      fc.option(files, { nil: undefined, freq: 1 }),
      fc.array(fc.tuple(fc.constantFrom('__proto__', 'image', 'items', 'x'), junkValue), { maxLength: 2 }),
    )
    .map(([fields, file, extra]) => [
      ...fields.filter((f): f is Part => f !== undefined),
      ...(file ? [{ name: 'image', file }] : []),
      ...extra.map(([name, value]) => ({ name, value: asText(value) })),
    ]);
  const boundary = 'fuzzBoundary7MA4YWxk';
  const good = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    { weight: 6, arbitrary: parts.map((p) => ({ contentType: good, bytes: encode(p, boundary) })) },
    parts.chain((p) =>
      fc.nat(encode(p, boundary).length).map((cut) => ({ contentType: good, bytes: encode(p, boundary).subarray(0, cut) })),
    ),
    parts.map((p) => ({ contentType: 'multipart/form-data', bytes: encode(p, boundary) })),
    parts.map((p) => ({ contentType: 'multipart/form-data; boundary=other', bytes: encode(p, boundary) })),
    parts.map((p) => ({ contentType: 'application/json', bytes: encode(p, boundary) })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: good, bytes })),
  );
}
