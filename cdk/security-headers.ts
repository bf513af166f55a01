// The response headers CloudFront adds to every page, asset and API answer (docs/SECURITY.md S37, S14, S39).
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy, type ResponseCustomHeader } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
// The values live in local/security-headers.ts, so CloudFront and the local runtime send the same headers.
import { contentSecurityPolicy, hstsMaxAgeSeconds, withConnectSources } from '../shared/security-headers';

export interface SecurityHeadersOptions {
  /** The reset page carries its token in the URL, so it sends no referrer at all (S14). */
  referrerPolicy?: HeadersReferrerPolicy;
  /** Origins beyond the app's own that pages may fetch from (the exports bucket). */
  connectSources?: readonly string[];
  /** Extra headers that only fill in what the origin left out (override: false). */
  defaults?: Record<string, string>;
  comment: string;
}

export function securityHeadersPolicy(scope: Construct, id: string, options: SecurityHeadersOptions): ResponseHeadersPolicy {
  const customHeaders: ResponseCustomHeader[] = Object.entries(options.defaults ?? {}).map(([header, value]) => ({
    header,
    value,
    override: false,
  }));
  return new ResponseHeadersPolicy(scope, id, {
    comment: options.comment,
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentSecurityPolicy: {
        contentSecurityPolicy: withConnectSources(contentSecurityPolicy, options.connectSources ?? []),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: options.referrerPolicy ?? HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: customHeaders.length > 0 ? { customHeaders } : undefined,
  });
}
