// The caller's network address, for throttles per address (S45, S47). API Gateway's sourceIp is the address that
// opened the connection: locally the socket's peer (local/api-gateway.ts), in the cloud CloudFront's edge server.
// Behind CloudFront (an origin secret is configured, ORIGIN_VERIFY_SECRET or ORIGIN_VERIFY_SECRET_ARN: every call
// passed CloudFront) the viewer's own address is the CloudFront-Viewer-Address header ("ip:port") CloudFront sets,
// which the /api/* behaviour's origin request policy forwards; a caller's own header of that name counts nowhere else.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../platform/config';

/** "203.0.113.7:46532" → "203.0.113.7"; "[2001:db8::1]:443" or "2001:db8::1:443" → "2001:db8::1". */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  const colons = address.split(':').length - 1;
  if (colons === 1) return address.split(':')[0];
  return colons > 1 ? address.replace(/:\d+$/, '') : address;
}

/** The address of a request, from its API Gateway event. */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const { ORIGIN_VERIFY_SECRET, ORIGIN_VERIFY_SECRET_ARN } = config();
  if ((ORIGIN_VERIFY_SECRET || ORIGIN_VERIFY_SECRET_ARN) && viewer) return withoutPort(viewer.trim()).toLowerCase();
  return (event.requestContext?.http?.sourceIp ?? 'unknown').toLowerCase();
}
