// The web ACL in front of CloudFront. A CLOUDFRONT-scope web ACL must be created in us-east-1, so it has its own small
// stack pinned there (cdk/app.ts); the app's stack, in any region, reads its ARN through a cross-region reference.
import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { trafficLimits } from './settings';

/** The only region where CloudFront's web ACLs can live. */
export const wafRegion = 'us-east-1';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * A match on the request's path as API Gateway routes it: percent-decoded, with `//` and `/./` collapsed and in lower
 * case, so `/api//auth/%74oken` is counted as the sign-in it is.
 */
function pathMatch(positionalConstraint: 'EXACTLY' | 'STARTS_WITH', searchString: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint,
      searchString,
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
        { priority: 2, type: 'LOWERCASE' },
      ],
    },
  };
}

/** A per-IP rate-based rule over the paths given, in the same window as the general one. */
function authRateRule(name: string, priority: number, limit: number, paths: CfnWebACL.StatementProperty[]): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: trafficLimits.wafWindowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: paths.length === 1 ? paths[0] : { orStatement: { statements: paths } },
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The routes a guesser or a sign-up script calls (shared/route-paths.ts): sign-in (with and without the trailing slash
 * API Gateway ignores; not `/api/auth/token/refresh/`, which every signed-in device calls), the password routes
 * (forgot, reset, change) and sign-up. Limits: cdk/settings.ts trafficLimits.
 */
export const authRateRules = {
  signInAndPasswords: [
    pathMatch('EXACTLY', '/api/auth/token/'),
    pathMatch('EXACTLY', '/api/auth/token'),
    pathMatch('STARTS_WITH', '/api/auth/password'),
  ],
  register: [pathMatch('STARTS_WITH', '/api/auth/register')],
};

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  /** Always in us-east-1, in the app stack's account. */
  constructor(scope: Construct, id: string, props: { account?: string; description?: string }) {
    super(scope, id, { env: { account: props.account, region: wafRegion }, description: props.description });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-cloudfront`,
      description: 'Tend: rate limits per IP, lower on sign-in, passwords and sign-up, and the AWS common rule set, in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      // A CloudWatch metric name: it keeps the product's earlier name (docs/DEPLOY.md "Names").
      visibilityConfig: visibility('HealthTrackerWebAcl'),
      rules: [
        // First, so every call of these routes is counted by them: lower limits than the general rule's.
        authRateRule('AuthRateLimitPerIp', 0, trafficLimits.wafAuthRequestsPerIp, authRateRules.signInAndPasswords),
        authRateRule('RegisterRateLimitPerIp', 1, trafficLimits.wafRegisterRequestsPerIp, authRateRules.register),
        {
          // Far above what a person does (a page load is a handful of requests), low enough to stop a script early.
          name: 'RateLimitPerIp',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: trafficLimits.wafRequestsPerIp,
              evaluationWindowSec: trafficLimits.wafWindowSeconds,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RateLimitPerIp'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // SizeRestrictions_BODY blocks bodies over 8 KB: meal photos (multipart), saves of many items and Stripe's
              // webhook events are larger. Counted, not blocked: each function caps its own body and answers 413.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('AWSManagedRulesCommonRuleSet'),
        },
      ],
    });
  }
}
