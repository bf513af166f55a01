// The front door's defences: a web ACL in us-east-1 (a rate limit per IP and the AWS common rule set, with large bodies
// counted rather than blocked) on the distribution wherever the app's stack lives, and the API stage's throttling.
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { trafficLimits } from '../../lib/settings';
import { synthStack, type Synthesized } from './synth-stack';

jest.setTimeout(60_000);

type Resource = { Properties: Record<string, unknown> };
const only = (template: Template, type: string): Resource => {
  const found = Object.values(template.findResources(type)) as Resource[];
  expect(found).toHaveLength(1);
  return found[0];
};
const webAclIdOf = (s: Synthesized) =>
  (only(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId;
const findings = (scope: Synthesized['stack'] | Synthesized['waf']) =>
  new AwsSolutionsChecks()
    .validateScope(scope)
    .violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath)}`);

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

describe('web ACL', () => {
  it('lives in its own us-east-1 stack with CLOUDFRONT scope, allowing what no rule blocks', () => {
    expect(synth.waf.region).toBe('us-east-1');
    expect(only(Template.fromStack(synth.waf), 'AWS::WAFv2::WebACL').Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
    });
  });

  it('blocks an IP past the rate limit, and runs the AWS common rule set with SizeRestrictions_BODY counted only', () => {
    const rules = only(Template.fromStack(synth.waf), 'AWS::WAFv2::WebACL').Properties.Rules as Record<string, unknown>[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: { Limit: trafficLimits.wafRequestsPerIp, EvaluationWindowSec: 300, AggregateKeyType: 'IP' },
        },
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        OverrideAction: { None: {} },
        Statement: {
          ManagedRuleGroupStatement: {
            VendorName: 'AWS',
            Name: 'AWSManagedRulesCommonRuleSet',
            RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
          },
        },
      }),
    );
  });

  // cdk.json makes cross-stack references weak: CloudFormation reads the ACL stack's output at deploy time.
  const readsAclOutput = { 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'TestStack-Waf', Region: 'us-east-1' }) };

  it("is the distribution's web ACL when the app is in us-east-1 too", () => {
    expect(webAclIdOf(synth)).toEqual(readsAclOutput);
  });

  it("is the distribution's web ACL when the app is in another region, through a cross-region reference", () => {
    const eu = synthStack({ context: { mailFrom: 'no-reply@health.example' }, env: { account: '123456789012', region: 'eu-west-1' } });
    expect(eu.waf.region).toBe('us-east-1');
    expect(webAclIdOf(eu)).toEqual(readsAclOutput);
    expect(findings(eu.stack)).toEqual([]);
    expect(findings(eu.waf)).toEqual([]);
    expect(Annotations.fromStack(eu.stack).findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('keeps cdk-nag clean on its stack', () => {
    expect(findings(synth.waf)).toEqual([]);
    expect(Annotations.fromStack(synth.waf).findWarning('*', Match.anyValue())).toEqual([]);
  });
});

describe('API stage throttling', () => {
  it("limits the default stage's routes to the rate and burst of lib/settings.ts", () => {
    expect(only(synth.template, 'AWS::ApiGatewayV2::Stage').Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: trafficLimits.stageRateLimit,
      ThrottlingBurstLimit: trafficLimits.stageBurstLimit,
    });
  });
});
