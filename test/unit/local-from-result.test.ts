// Handler results become HTTP responses by API Gateway's payload-v2 rules.
import { fromResult, MalformedResultError } from '../../local/from-result';

describe('fromResult', () => {
  it('maps status, headers and body of a structured result', () => {
    const response = fromResult({ statusCode: 201, headers: { 'Content-Type': 'application/json', 'X-Count': 3 }, body: '{"id":"1"}' });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-count': '3' });
    expect(response.body.toString()).toBe('{"id":"1"}');
  });

  it('turns cookies into Set-Cookie headers and keeps multi-value headers', () => {
    const response = fromResult({ statusCode: 200, cookies: ['a=1; HttpOnly', 'b=2'], multiValueHeaders: { vary: ['accept', 'origin'] } });
    expect(response.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2']);
    expect(response.headers.vary).toEqual(['accept', 'origin']);
  });

  it('decodes a base64 body', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00]);
    const response = fromResult({ statusCode: 200, body: bytes.toString('base64'), isBase64Encoded: true });
    expect(response.body.equals(bytes)).toBe(true);
  });

  it('answers 200 JSON for a value without statusCode', () => {
    expect(fromResult({ hello: 'world' })).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"hello":"world"}'),
    });
    expect(fromResult('plain').body.toString()).toBe('plain');
    expect(fromResult(undefined).body.toString()).toBe('null');
  });

  it('refuses results API Gateway could not map', () => {
    expect(() => fromResult({ statusCode: '200' })).toThrow(MalformedResultError);
    expect(() => fromResult({ statusCode: 200, body: { not: 'a string' } })).toThrow(MalformedResultError);
  });
});
