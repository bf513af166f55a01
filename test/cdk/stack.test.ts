// The synthesized stack: routes from the route table, least-privilege functions, private data, safe CloudFront, clean cdk-nag.
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { FALLBACK_ROUTE_KEY, fallbackGroup, resourceGroups, routeKey, routePaths as routes, routesOf } from '../../shared/route-paths';
import { MANIFEST_PREFLIGHT_ROUTE_KEY, manifestRoute } from '../../shared/shl-cors';
import { functionNeeds, type ObjectAction } from '../../cdk/function-needs';
import { allTableActions } from '../../cdk/grants';
import { synthStack, templateText, type Synthesized } from './synth-stack';

type Resource = { Properties: Record<string, unknown> };

// A synth takes a few seconds, more when other suites share the two cores.
jest.setTimeout(30_000);

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

const resources = (type: string): Record<string, Resource> => synth.template.findResources(type) as Record<string, Resource>;
const onlyResource = (type: string): Resource => {
  const found = Object.values(resources(type));
  expect(found).toHaveLength(1);
  return found[0];
};
const functionIdOf = (group: string) => synth.logicalId(synth.stack.api.functions.get(group as never)!);

describe('API routes', () => {
  it("has exactly one HTTP API route per route-table entry, keyed as API Gateway sends it, and the manifest's preflight", () => {
    const keys = Object.values(resources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect([...keys].sort()).toEqual([...routes.map(routeKey), FALLBACK_ROUTE_KEY, MANIFEST_PREFLIGHT_ROUTE_KEY].sort());
    expect(MANIFEST_PREFLIGHT_ROUTE_KEY).toBe('OPTIONS /api/shl/{manifest_id}');
  });

  it('sends each route to the function of its resource group with payload format 2.0', () => {
    const integrations = resources('AWS::ApiGatewayV2::Integration');
    for (const route of Object.values(resources('AWS::ApiGatewayV2::Route'))) {
      const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const [prefix, ref] = target['Fn::Join'][1];
      expect(prefix).toBe('integrations/');
      const integration = integrations[ref.Ref].Properties;
      const key = route.Properties.RouteKey;
      const group =
        key === FALLBACK_ROUTE_KEY
          ? fallbackGroup
          : key === MANIFEST_PREFLIGHT_ROUTE_KEY
            ? manifestRoute.group
            : routes.find((r) => routeKey(r) === key)!.group;
      expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionIdOf(group), 'Arn'] });
      expect(integration.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('allows no cross-origin calls (same origin through CloudFront): no CORS configuration, one OPTIONS route (S38)', () => {
    expect(onlyResource('AWS::ApiGatewayV2::Api').Properties.CorsConfiguration).toBeUndefined();
    const keys = Object.values(resources('AWS::ApiGatewayV2::Route')).map((r) => String(r.Properties.RouteKey));
    expect(keys.filter((key) => key.startsWith('OPTIONS '))).toEqual([MANIFEST_PREFLIGHT_ROUTE_KEY]);
  });

  it("throttles the manifest's preflight as the manifest", () => {
    const settings = onlyResource('AWS::ApiGatewayV2::Stage').Properties.RouteSettings as Record<string, unknown>;
    expect(settings[MANIFEST_PREFLIGHT_ROUTE_KEY]).toEqual(settings[routeKey(manifestRoute)]);
  });

  it('throttles and access-logs the default stage', () => {
    const stage = onlyResource('AWS::ApiGatewayV2::Stage').Properties;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
    expect(stage.AccessLogSettings).toBeDefined();
  });
});

describe('functions', () => {
  it("deploys one Node.js 22 arm64 function per resource group, within API Gateway's 30 s", () => {
    const apiFunctions = Object.values(resources('AWS::Lambda::Function')).filter((f) =>
      String(f.Properties.Description ?? '').startsWith('API routes of'),
    );
    expect(apiFunctions).toHaveLength(resourceGroups.length);
    for (const group of resourceGroups) {
      const fn = resources('AWS::Lambda::Function')[functionIdOf(group)].Properties;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } });
      expect(fn.Timeout).toBeLessThanOrEqual(29);
    }
  });

  it('gives every function the configuration functions/platform/config.ts requires', () => {
    for (const group of resourceGroups) {
      const env = (resources('AWS::Lambda::Function')[functionIdOf(group)].Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(env).toMatchObject({
        STAGE: 'cloud',
        MAIL_FROM: 'no-reply@health.example',
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: { Ref: synth.logicalId(synth.stack.data.table) },
        JWT_SECRET_ARN: { Ref: synth.logicalId(synth.stack.jwtSecret) },
      });
      expect(JSON.stringify(env.APP_URL)).toContain(synth.logicalId(synth.stack.web.distribution));
    }
  });

  it('declares the table and the JWT secret for every group with signed-in routes', () => {
    for (const group of resourceGroups) {
      if (routesOf(group).some((r) => r.access === 'user' || r.access === 'staff')) {
        expect(functionNeeds[group]).toMatchObject({ table: { actions: expect.arrayContaining(['GetItem']) }, jwtSecret: true });
      }
    }
  });

  it('grants no wildcard actions, no Scan, and mail only as the configured sender', () => {
    const apiRoles = new Set(resourceGroups.map((g) => synth.logicalId(synth.stack.api.functions.get(g)!.role!)));
    const apiStatements = Object.values(resources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => apiRoles.has(r.Ref)))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    expect(apiStatements.length).toBeGreaterThan(0);
    const actions = apiStatements.flatMap((s) => [s.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a.includes('*') && !a.startsWith('xray:'))).toEqual([]);
    const mail = apiStatements.filter((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(mail.length).toBeGreaterThan(0);
    for (const s of mail) {
      const text = JSON.stringify(s.Resource);
      expect(text).toContain('identity/no-reply@health.example');
      expect(text).not.toMatch(/"\*"/);
    }
  });
});

describe('data', () => {
  it('keeps a recoverable on-demand table shaped like functions/data/table.ts', () => {
    const table = onlyResource('AWS::DynamoDB::Table').Properties;
    expect(table).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [
        expect.objectContaining({
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
        }),
        // Sparse: reminders by the minute they are next sent (docs/REMINDERS.md "Storage").
        expect.objectContaining({
          IndexName: 'GSI2',
          KeySchema: [
            { AttributeName: 'GSI2PK', KeyType: 'HASH' },
            { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
          ],
        }),
      ],
    });
    synth.template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('keeps images private: public access blocked, encrypted, no ACLs, TLS only, access-logged (S31)', () => {
    const id = synth.logicalId(synth.stack.data.imagesBucket);
    expect(resources('AWS::S3::Bucket')[id].Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: expect.anything(),
    });
    synth.template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('blocks public access on every bucket of the stack', () => {
    for (const bucket of Object.values(resources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

describe('CloudFront', () => {
  type Behavior = Record<string, unknown> & {
    PathPattern?: string;
    FunctionAssociations?: unknown[];
    ResponseHeadersPolicyId: { Ref: string };
  };
  const config = () =>
    onlyResource('AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      DefaultCacheBehavior: Behavior;
      CacheBehaviors: Behavior[];
      CustomErrorResponses?: unknown;
    };
  const apiBehavior = () => config().CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
  const headersOf = (behavior: Behavior) =>
    resources('AWS::CloudFront::ResponseHeadersPolicy')[behavior.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
    };

  it('forwards /api/* uncached, with every method and no SPA function', () => {
    expect(apiBehavior()).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
    });
    expect(apiBehavior().FunctionAssociations).toBeUndefined();
  });

  it('rewrites client routes on the default behaviour only, and never maps errors to index.html (S39)', () => {
    const spaId = synth.logicalId(synth.stack.node.findChild('Web').node.findChild('SpaFallback'));
    expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaId, 'FunctionARN'] } },
    ]);
    expect(config().CustomErrorResponses).toBeUndefined();
  });

  it('sends the security headers on pages, assets and API answers (S37)', () => {
    for (const behavior of [config().DefaultCacheBehavior, ...config().CacheBehaviors]) {
      const headers = headersOf(behavior).SecurityHeadersConfig;
      expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true });
      expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
      expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
      const csp = templateText(headers.ContentSecurityPolicy.ContentSecurityPolicy);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain("'unsafe-inline'; script");
      expect(headers.ReferrerPolicy.ReferrerPolicy).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    }
    expect(headersOf(config().DefaultCacheBehavior).SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('sends no referrer from the pages whose link carries a token (S14) and marks API answers no-store unless they say otherwise (S39)', () => {
    for (const pattern of ['/reset-password/*', '/verify-email/*', '/confirm-email/*']) {
      const page = config().CacheBehaviors.find((b) => b.PathPattern === pattern)!;
      expect(headersOf(page).SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe('no-referrer');
    }
    expect(headersOf(apiBehavior()).CustomHeadersConfig?.Items).toEqual([{ Header: 'Cache-Control', Value: 'no-store', Override: false }]);
  });
});

describe('CloudFormation validation', () => {
  it('passes the rule check `cdk synth` runs on the template (cdk.json makes its errors fail the synth)', () => {
    // The other tests synthesize without it (synth-stack.ts): it is most of a synth's time.
    expect(() => synthStack({ context: { mailFrom: 'no-reply@health.example' }, validate: true })).not.toThrow();
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(synth.stack);
    const findings = report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('leaves no error or warning annotation on the stack', () => {
    const annotations = Annotations.fromStack(synth.stack);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('stays clean when a group declares every need a later group may (images, Bedrock profile, Stripe, VAPID)', () => {
    const everyObjectAction: ObjectAction[] = ['read', 'list', 'write', 'abort', 'delete'];
    // A concrete environment too: finding ids then spell region and partition literally.
    const widened = synthStack({
      context: {
        bedrockModelId: 'us.amazon.nova-lite-v1:0',
        retainData: 'false',
        mailFrom: 'no-reply@health.example',
        mailSandboxRecipients: 'tester@health.example',
      },
      needs: {
        ...functionNeeds,
        auth: {
          table: { actions: allTableActions, index: true },
          jwtSecret: true,
          mail: true,
          imagesBucket: { prefixes: ['images'], actions: everyObjectAction },
          exportsBucket: { prefixes: ['exports', 'imports'], actions: everyObjectAction },
          bedrock: true,
          stripe: true,
          vapid: 'send',
        },
      },
      env: { account: '123456789012', region: 'eu-west-1' },
    });
    const report = new AwsSolutionsChecks().validateScope(widened.stack);
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
    const env = JSON.stringify(widened.template.findResources('AWS::Lambda::Function'));
    for (const name of ['IMAGES_BUCKET', 'EXPORTS_BUCKET', 'BEDROCK_MODEL_ID', 'STRIPE_SECRET_ARN']) expect(env).toContain(name);
    expect(JSON.stringify(widened.template.findResources('AWS::IAM::Policy'))).toContain('identity/tester@health.example');
  });
});
