// The web ACL in front of CloudFront. A CLOUDFRONT-scope web ACL must be created in us-east-1, so it has its own small
// stack pinned there (bin/app.ts); the app's stack, in any region, reads its ARN through a cross-region reference.
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

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  /** Always in us-east-1, in the app stack's account. */
  constructor(scope: Construct, id: string, props: { account?: string; description?: string }) {
    super(scope, id, { env: { account: props.account, region: wafRegion }, description: props.description });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-cloudfront`,
      description: 'Health tracker: rate limit per IP and the AWS common rule set, in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('HealthTrackerWebAcl'),
      rules: [
        {
          // Far above what a person does (a page load is a handful of requests), low enough to stop a script early.
          name: 'RateLimitPerIp',
          priority: 0,
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
          priority: 1,
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
