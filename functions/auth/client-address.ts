// The caller's network address, for throttles per address (S45). API Gateway's sourceIp is the address that opened the
// connection: locally the socket's peer (local/api-gateway.ts), in the cloud CloudFront's edge server. Behind
// CloudFront (ORIGIN_VERIFY_SECRET set: every call passed it) the viewer's own address is CloudFront's
// CloudFront-Viewer-Address header ("ip:port"), which the /api/* behaviour's origin request policy forwards.
import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../core/config';

/** "203.0.113.7:46532" → "203.0.113.7"; "[2001:db8::1]:443" or "2001:db8::1:443" → "2001:db8::1". */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  const colons = address.split(':').length - 1;
  if (colons === 1) return address.split(':')[0];
  return colons > 1 ? address.replace(/:\d+$/, '') : address;
}

/** The address of a request (ApiRequest) or of its API Gateway event. */
export function clientAddress(from: { event: APIGatewayProxyEventV2 } | APIGatewayProxyEventV2): string {
  const event = 'event' in from ? from.event : from;
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (config().ORIGIN_VERIFY_SECRET && viewer) return withoutPort(viewer.trim()).toLowerCase();
  return (event.requestContext?.http?.sourceIp ?? 'unknown').toLowerCase();
}

/** Expands an IPv6 address's "::" so its groups can be counted: "2001:db8::1" → 8 groups. */
function ipv6Groups(address: string): string[] | undefined {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const groups =
    tail === undefined ? part(head) : [...part(head), ...Array(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : undefined;
}

/**
 * The key an address is throttled by: an IPv4 address itself, an IPv6 address its /64 (one household or phone gets a
 * whole /64, so counting single IPv6 addresses would let one device take 2^64 of them).
 */
export function throttleAddress(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64);
  const groups = ipv6Groups(address.toLowerCase());
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.padStart(4, '0'))
        .join(':')}::/64`
    : address.slice(0, 64);
}
