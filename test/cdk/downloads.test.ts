// The exports bucket and the grants around images and downloads: private short-lived objects, CORS for the
// app's origin only (a share link's viewer elsewhere takes its files embedded in the manifest's answer), a CSP that
// lets the page follow an export's redirect, least privilege per function.
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { objectKeys } from '../../functions/providers/storage/object-keys';
import { synthStack, templateText, type Synthesized } from './synth-stack';

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Action: string | string[]; Resource: unknown };

jest.setTimeout(30_000);

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

const resources = (s: Synthesized, type: string) => s.template.findResources(type) as Record<string, Resource>;
const exportsBucketOf = (s: Synthesized) => resources(s, 'AWS::S3::Bucket')[s.logicalId(s.stack.data.exportsBucket)];
const arnOf = (s: Synthesized, bucket: 'imagesBucket' | 'exportsBucket') => s.logicalId(s.stack.data[bucket]);

/** Every S3 statement of a group's role, as `action → bucket ids (objects marked /*)`. */
function s3GrantsOf(s: Synthesized, group: string): Record<string, string[]> {
  const roleId = s.logicalId(s.stack.api.functions.get(group as never)!.role!);
  const statements = Object.values(resources(s, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const grants: Record<string, string[]> = {};
  for (const statement of statements) {
    for (const action of [statement.Action].flat().filter((a) => a.startsWith('s3:'))) {
      for (const resource of [statement.Resource].flat()) {
        const text = templateText(resource);
        const bucket = /"Fn::GetAtt":\["(\w+)","Arn"\]/.exec(text)?.[1] ?? text;
        (grants[action] ??= []).push(text.endsWith('/*') ? `${bucket}/*` : bucket);
      }
    }
  }
  for (const list of Object.values(grants)) list.sort();
  return grants;
}

describe('exports bucket', () => {
  it('is private, encrypted, without ACLs, access-logged, and forgets downloads and uploads after a day, share files after 91 (S31, R12)', () => {
    const bucket = exportsBucketOf(synth);
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: expect.anything(),
      LifecycleConfiguration: {
        Rules: [
          { Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' },
          { Prefix: 'imports/', ExpirationInDays: 1, Status: 'Enabled' },
          // A share link's encrypted files live as long as the longest link (90 days) and a day (docs/SHARING.md).
          { Prefix: 'shares/', ExpirationInDays: 91, Status: 'Enabled' },
          { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
        ],
      },
    });
    // Copies that live a day are never worth keeping (its name is fixed, so a retained one would block a redeploy).
    expect(bucket.DeletionPolicy).toBe('Delete');
  });

  it('refuses plain HTTP', () => {
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: arnOf(synth, 'exportsBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it("lets only the app's origin GET a download and read its file name, and PUT an import's upload with its Content-Type", () => {
    const rules = (exportsBucketOf(synth).Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      AllowedMethods: ['GET', 'PUT'],
      AllowedHeaders: ['Content-Type'],
      ExposedHeaders: ['Content-Disposition'],
    });
    const origins = (rules[0].AllowedOrigins as unknown[]).map(templateText);
    const distribution = synth.logicalId(synth.stack.web.distribution);
    expect(origins).toEqual([`https://<{"Fn::GetAtt":["${distribution}","DomainName"]}>`]);
  });

  it('expires every prefix the code keys objects under in it (functions/providers/storage/object-keys.ts): none is kept for good', () => {
    const { Rules } = exportsBucketOf(synth).Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] };
    const expiring = Rules.filter((rule) => typeof rule.ExpirationInDays === 'number').map((rule) => rule.Prefix);
    const prefixes = [objectKeys.downloadPrefix('u'), objectKeys.importPrefix('u'), objectKeys.sharesPrefix('u')].map(
      (p) => `${p.split('/')[0]}/`,
    );
    expect(expiring.sort()).toEqual(prefixes.sort());
  });

  it("names the configured appUrl's origin when there is one", () => {
    const custom = synthStack({ context: { mailFrom: 'no-reply@health.example', appUrl: 'https://health.example/app' } });
    const rules = (exportsBucketOf(custom).Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] }).CorsRules;
    expect(rules[0].AllowedOrigins).toEqual(['https://health.example']);
  });

  it('is the one extra origin pages may fetch from: the host the SDK signs download URLs for', () => {
    const s = synthStack({ context: { mailFrom: 'no-reply@health.example' }, env: { account: '123456789012', region: 'eu-west-1' } });
    const bucket = exportsBucketOf(s);
    expect(bucket.Properties.BucketName).toBe('teststack-exports-123456789012-eu-west-1');
    for (const policy of Object.values(resources(s, 'AWS::CloudFront::ResponseHeadersPolicy'))) {
      const config = policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
      };
      const csp = templateText(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
      // The URL suffix stays CloudFormation's (amazonaws.com, or amazonaws.com.cn in China).
      expect(csp).toContain(`connect-src 'self' https://teststack-exports-123456789012-eu-west-1.s3.eu-west-1.<{"Ref":"AWS::URLSuffix"}>;`);
    }
  });
});

describe('grants around images and downloads', () => {
  it('gives the export function the exports bucket, and only reading of images (the full backup holds them)', () => {
    const exportsId = arnOf(synth, 'exportsBucket');
    const imagesId = arnOf(synth, 'imagesBucket');
    expect(s3GrantsOf(synth, 'export')).toEqual({
      's3:GetObject': [`${exportsId}/*`, `${imagesId}/*`].sort(),
      's3:ListBucket': [imagesId],
      's3:PutObject': [`${exportsId}/*`],
      's3:AbortMultipartUpload': [`${exportsId}/*`],
    });
    const env = (
      resources(synth, 'AWS::Lambda::Function')[synth.logicalId(synth.stack.api.functions.get('export')!)].Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    expect(env.EXPORTS_BUCKET).toEqual({ Ref: exportsId });
    expect(env.IMAGES_BUCKET).toEqual({ Ref: imagesId });
  });

  it('lets the images function only read images (and copy large ones to short-lived downloads, in one request)', () => {
    const imagesId = arnOf(synth, 'imagesBucket');
    const exportsId = arnOf(synth, 'exportsBucket');
    expect(s3GrantsOf(synth, 'images')).toEqual({
      's3:GetObject': [`${exportsId}/*`, `${imagesId}/*`].sort(),
      's3:ListBucket': [imagesId],
      's3:PutObject': [`${exportsId}/*`],
    });
  });

  it("lets account deletion remove the user's images and downloads", () => {
    const grants = s3GrantsOf(synth, 'auth');
    for (const bucket of [arnOf(synth, 'imagesBucket'), arnOf(synth, 'exportsBucket')]) {
      expect(grants['s3:DeleteObject']).toContain(`${bucket}/*`);
      expect(grants['s3:ListBucket']).toContain(bucket);
    }
  });

  it('keeps cdk-nag clean in a concrete environment too', () => {
    const s = synthStack({ context: { mailFrom: 'no-reply@health.example' }, env: { account: '123456789012', region: 'eu-west-1' } });
    const report = new AwsSolutionsChecks().validateScope(s.stack);
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
