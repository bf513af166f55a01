// The local runtime hands handlers the same payload-v2 event API Gateway would.
import { gatewayTime, isTextContentType, toEvent, type ApiRequest } from '../../local/to-event';

const route = { method: 'POST', path: '/api/auth/password/reset/{uidb64}/{token}/' } as const;

function request(overrides: Partial<ApiRequest> = {}): ApiRequest {
  return {
    method: 'post',
    url: '/api/auth/password/reset/MQ/a%2Bb/?next=%2Fhome&tag=a&tag=b',
    headers: { host: ['localhost:3000'], 'content-type': ['application/json'], 'user-agent': ['jest'], accept: ['a', 'b'] },
    body: Buffer.from('{"password":"x"}'),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    ...overrides,
  };
}

describe('toEvent', () => {
  it('carries the routeKey without the trailing slash and the raw path with it', () => {
    const event = toEvent(request(), route, { uidb64: 'MQ', token: 'a+b' });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/auth/password/reset/{uidb64}/{token}');
    expect(event.requestContext.routeKey).toBe(event.routeKey);
    expect(event.rawPath).toBe('/api/auth/password/reset/MQ/a%2Bb/');
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: event.rawPath,
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'jest',
    });
    expect(event.pathParameters).toEqual({ uidb64: 'MQ', token: 'a+b' });
  });

  it('joins repeated query parameters and headers with commas', () => {
    const event = toEvent(request(), route, {});
    expect(event.rawQueryString).toBe('next=%2Fhome&tag=a&tag=b');
    expect(event.queryStringParameters).toEqual({ next: '/home', tag: 'a,b' });
    expect(event.headers.accept).toBe('a,b');
  });

  it('lower-cases header names and moves cookies to their own list', () => {
    const event = toEvent(request({ headers: { 'X-Custom': ['1'], cookie: ['a=1; b=2', 'c=3'] } }), route, {});
    expect(event.headers).toEqual({ 'x-custom': '1' });
    expect(event.cookies).toEqual(['a=1', 'b=2', 'c=3']);
  });

  it('leaves out query parameters, path parameters and body when there are none', () => {
    const event = toEvent(request({ url: '/api/auth/token/', body: Buffer.alloc(0) }), { method: 'POST', path: '/api/auth/token/' }, {});
    expect(event.rawQueryString).toBe('');
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('passes text bodies as UTF-8 and binary ones as base64', () => {
    const json = toEvent(request({ body: Buffer.from('{"name":"Zoë"}') }), route, {});
    expect(json).toMatchObject({ body: '{"name":"Zoë"}', isBase64Encoded: false });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]);
    const image = toEvent(request({ headers: { 'content-type': ['image/png'] }, body: png }), route, {});
    expect(image).toMatchObject({ body: png.toString('base64'), isBase64Encoded: true });
    const multipart = toEvent(request({ headers: { 'content-type': ['multipart/form-data; boundary=x'] } }), route, {});
    expect(multipart.isBase64Encoded).toBe(true);
  });

  it('tells text content types from binary ones', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv',
      'application/x-www-form-urlencoded',
    ]) {
      expect(isTextContentType(type)).toBe(true);
    }
    for (const type of ['image/jpeg', 'multipart/form-data; boundary=x', 'application/octet-stream', undefined]) {
      expect(isTextContentType(type)).toBe(false);
    }
  });

  it('fills the request context like API Gateway: unique id, $default stage, time in its format', () => {
    const now = new Date(Date.UTC(2020, 2, 12, 19, 3, 58));
    const first = toEvent(request(), route, {}, now);
    const second = toEvent(request(), route, {}, now);
    expect(first.requestContext.requestId).not.toBe(second.requestContext.requestId);
    expect(first.requestContext).toMatchObject({ stage: '$default', domainName: 'localhost', timeEpoch: now.getTime() });
    expect(first.requestContext.accountId).toBeTruthy();
    expect(first.requestContext.apiId).toBeTruthy();
    expect(gatewayTime(now)).toBe('12/Mar/2020:19:03:58 +0000');
  });
});
