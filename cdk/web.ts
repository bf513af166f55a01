// The one public origin: CloudFront serves the built SPA from a private bucket and forwards /api/* to the HTTP API.
import { Fn, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../shared/origin-verify';
import { noReferrerPathPrefixes } from '../shared/security-headers';
import { privateBucketProps } from './data';
import { securityHeadersPolicy } from './security-headers';
import { spaFallbackSource } from './spa-fallback';
import { WebDeployment } from './web-deployment';

export interface WebProps {
  /** The HTTP API's endpoint URL (https://<id>.execute-api.<region>.amazonaws.com). */
  apiEndpoint: string;
  /** The value CloudFront sends to the API in shared/origin-verify.ts's header (a dynamic reference to a secret). */
  originVerify: string;
  /** The web ACL of the distribution (rate limit, common rule set). */
  webAclArn: string;
  /** Directory of the built frontend. */
  webAssetPath: string;
  logBucket: IBucket;
  retainData: boolean;
  /** Origins beyond the app's own that pages may fetch from (the exports bucket's). */
  connectSources: readonly string[];
}

export class Web extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Site', {
      ...privateBucketProps(props.retainData),
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });
    const siteBehavior = (referrerPolicy: HeadersReferrerPolicy | undefined, policyId: string): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy: securityHeadersPolicy(this, policyId, {
        comment: 'Security headers of the web app',
        referrerPolicy,
        connectSources: props.connectSources,
      }),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Tend: web app and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      defaultBehavior: siteBehavior(undefined, 'SiteHeaders'),
      additionalBehaviors: {
        '/api/*': {
          // The API's host without scheme: Fn::Select over "https:" "" "<host>".
          origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.apiEndpoint)), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // Replaces any viewer header of that name; without it the functions answer 403 (functions/core/origin-check.ts).
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify },
          }),
          // A POST must not be redirected, so the API refuses plain HTTP instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeadersPolicy(this, 'ApiHeaders', {
            comment: 'Security headers of API answers; no-store unless the API says otherwise',
            defaults: { 'Cache-Control': 'no-store' },
            connectSources: props.connectSources,
          }),
        },
        // Pages whose link carries a token (reset, e-mail verification, e-mail change): no Referer leaves them.
        ...Object.fromEntries(
          noReferrerPathPrefixes.map((prefix) => [
            `${prefix}*`,
            siteBehavior(HeadersReferrerPolicy.NO_REFERRER, tokenPageHeadersId(prefix)),
          ]),
        ),
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain yet: the default *.cloudfront.net certificate fixes the viewer TLS policy. Add a domain and ACM certificate to raise it to TLSv1.2_2021.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs record every URL, and reset links carry their token in the path: no log may hold one (docs/SECURITY.md S14). API calls are logged by API Gateway by route key.',
      },
      { id: 'AwsSolutions-CFR1', reason: 'A personal health tracker serves its users wherever they travel; no geo restriction.' },
    );

    new WebDeployment(this, 'Deployment', {
      webAssetPath: props.webAssetPath,
      bucket: this.bucket,
      distribution: this.distribution,
    });
  }
}

/** The reset page keeps its policy's id of before (`ResetPageHeaders`), so a deploy replaces nothing; the others follow. */
function tokenPageHeadersId(prefix: string): string {
  if (prefix === '/reset-password/') return 'ResetPageHeaders';
  const name = prefix.replace(/[^a-z]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());
  return `${name}PageHeaders`;
}
