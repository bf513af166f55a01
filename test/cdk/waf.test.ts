// The front door's defences: a web ACL in us-east-1 (rate limits per IP, lower on sign-in, passwords and sign-up, and
// the AWS common rule set, with large bodies counted rather than blocked) on the distribution wherever the app's stack
// lives, the API stage's throttling and each route's own (shared/traffic-limits.ts).
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { trafficLimits } from '../../cdk/settings';
import { routeKey, routePaths } from '../../shared/route-paths';
import { routeClass, routeThrottles } from '../../shared/traffic-limits';
import { synthStack, type Synthesized } from './synth-stack';
import { MANIFEST_PREFLIGHT_ROUTE_KEY } from '../../shared/shl-cors';

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

type Rule = { Name: string; Priority: number; Action?: unknown; Statement: { RateBasedStatement?: RateBased } };
type RateBased = { Limit: number; EvaluationWindowSec: number; AggregateKeyType: string; ScopeDownStatement?: PathStatement };
type PathStatement = {
  OrStatement?: { Statements: PathStatement[] };
  ByteMatchStatement?: {
    FieldToMatch: unknown;
    PositionalConstraint: string;
    SearchString: string;
    TextTransformations: { Type: string }[];
  };
};

/** Whether a scope-down statement matches a path, applying its text transformations as WAF does. */
function matches(statement: PathStatement, path: string): boolean {
  if (statement.OrStatement) return statement.OrStatement.Statements.some((s) => matches(s, path));
  const match = statement.ByteMatchStatement!;
  expect(match.FieldToMatch).toEqual({ UriPath: {} });
  let value = path;
  for (const { Type } of match.TextTransformations) {
    if (Type === 'URL_DECODE') value = decodeURIComponent(value);
    else if (Type === 'NORMALIZE_PATH') value = value.replace(/\/+/g, '/').replace(/\/\.(?=\/|$)/g, '');
    else if (Type === 'LOWERCASE') value = value.toLowerCase();
    else throw new Error(`untested transformation ${Type}`);
  }
  return match.PositionalConstraint === 'EXACTLY' ? value === match.SearchString : value.startsWith(match.SearchString);
}

describe('web ACL rules for /api/auth/* (issue 21)', () => {
  const rules = () => only(Template.fromStack(synth.waf), 'AWS::WAFv2::WebACL').Properties.Rules as Rule[];
  const rule = (name: string) => rules().find((r) => r.Name === name)!;

  it('blocks an address past 100 sign-in and password calls, or 20 sign-ups, in 5 minutes: below the general rule, counted first', () => {
    for (const [name, limit] of [
      ['AuthRateLimitPerIp', trafficLimits.wafAuthRequestsPerIp],
      ['RegisterRateLimitPerIp', trafficLimits.wafRegisterRequestsPerIp],
    ] as const) {
      expect(rule(name)).toMatchObject({
        Action: { Block: {} },
        Statement: { RateBasedStatement: { Limit: limit, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } },
      });
      expect(limit).toBeLessThan(trafficLimits.wafRequestsPerIp);
      expect(rule(name).Priority).toBeLessThan(rule('RateLimitPerIp').Priority);
    }
    expect([trafficLimits.wafAuthRequestsPerIp, trafficLimits.wafRegisterRequestsPerIp]).toEqual([100, 20]);
  });

  it.each([
    ['/api/auth/token/', 'AuthRateLimitPerIp'],
    ['/api/auth/token', 'AuthRateLimitPerIp'],
    ['/api//auth/%74oken/', 'AuthRateLimitPerIp'],
    ['/API/Auth/Token/', 'AuthRateLimitPerIp'],
    ['/api/auth/password/forgot/', 'AuthRateLimitPerIp'],
    ['/api/auth/password/change/', 'AuthRateLimitPerIp'],
    ['/api/auth/password/reset/MQ/abc-123/', 'AuthRateLimitPerIp'],
    ['/api/auth/register/', 'RegisterRateLimitPerIp'],
    ['/api/./auth/register', 'RegisterRateLimitPerIp'],
    ['/api/auth/token/refresh/', undefined],
    ['/api/auth/me/', undefined],
    ['/api/sleep/', undefined],
  ])('counts %s under %s', (path, expected) => {
    const counting = rules()
      .filter((r) => r.Statement.RateBasedStatement?.ScopeDownStatement)
      .filter((r) => matches(r.Statement.RateBasedStatement!.ScopeDownStatement!, path))
      .map((r) => r.Name);
    expect(counting).toEqual(expected ? [expected] : []);
  });

  it('scopes each to routes that exist in the route table', () => {
    const paths = routePaths.map((r) => r.path);
    for (const name of ['AuthRateLimitPerIp', 'RegisterRateLimitPerIp']) {
      const scope = rule(name).Statement.RateBasedStatement!.ScopeDownStatement!;
      expect({ name, routes: paths.filter((p) => matches(scope, p)).length > 0 }).toEqual({ name, routes: true });
    }
  });
});

describe('per-route throttles (issue 21)', () => {
  type Settings = Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
  const stage = () => only(synth.template, 'AWS::ApiGatewayV2::Stage') as Resource & { DependsOn?: string[] };

  it("gives every route of the route table the throttle of its class (shared/traffic-limits.ts), and the manifest's preflight", () => {
    const settings = stage().Properties.RouteSettings as Settings;
    expect(Object.keys(settings).sort()).toEqual([...routePaths.map(routeKey), MANIFEST_PREFLIGHT_ROUTE_KEY].sort());
    for (const route of routePaths) {
      const throttle = routeThrottles[routeClass(route)];
      expect({ route: routeKey(route), ...settings[routeKey(route)] }).toEqual({
        route: routeKey(route),
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      });
    }
  });

  it('is low on sign-in and the AI, higher on writes, and reads get the stage ceiling', () => {
    const settings = stage().Properties.RouteSettings as Settings;
    const rate = (key: string) => settings[key].ThrottlingRateLimit;
    expect(rate('POST /api/auth/token')).toBe(10);
    expect(rate('POST /api/auth/register')).toBe(10);
    expect(rate('POST /api/ai/chat')).toBe(5);
    expect(rate('POST /api/insights/reports')).toBe(5);
    expect(rate('POST /api/sleep')).toBe(25);
    expect(rate('GET /api/sleep')).toBe(trafficLimits.stageRateLimit);
    for (const value of Object.values(settings)) {
      expect(value.ThrottlingRateLimit).toBeLessThanOrEqual(trafficLimits.stageRateLimit);
      expect(value.ThrottlingBurstLimit).toBeLessThanOrEqual(trafficLimits.stageBurstLimit);
    }
  });

  it('is deployed after the routes it names', () => {
    const routes = Object.keys(synth.template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage().DependsOn).toEqual(expect.arrayContaining(routes));
  });
});

describe('API stage throttling', () => {
  it("limits the default stage's routes to the rate and burst of cdk/settings.ts", () => {
    expect(only(synth.template, 'AWS::ApiGatewayV2::Stage').Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: trafficLimits.stageRateLimit,
      ThrottlingBurstLimit: trafficLimits.stageBurstLimit,
    });
  });
});
