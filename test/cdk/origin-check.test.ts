// The API reachable only through CloudFront: CloudFront's API origin sends the secret header, every function may read
// the secret it checks (functions/core/origin-check.ts) at cold start, and the template holds a reference to the secret
// in CloudFront's origin only: no function's environment holds the value or a reference that resolves to it (issue 21).
import { resourceGroups } from '../../shared/route-paths';
import { ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VERSION_ENV } from '../../shared/origin-verify';
import { synthStack, type Synthesized } from './synth-stack';

jest.setTimeout(30_000);

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

type Origin = {
  Id: string;
  DomainName: unknown;
  CustomOriginConfig?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
};

const secretReference = () => {
  const secretId = synth.logicalId(synth.stack.originSecret);
  return { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
};

describe('origin check', () => {
  it('pins the version a rotation names (originVerifyVersion): CloudFront sends it, every function reads it', () => {
    const rotated = synthStack({ context: { mailFrom: 'no-reply@health.example', originVerifyVersion: 'v-2026-11-25' } });
    const template = JSON.stringify(rotated.template.toJSON());
    expect(template.split(':SecretString:::v-2026-11-25}}').length - 1).toBe(1);
    expect(template).not.toContain(':SecretString:::}}');
    const functions = rotated.template.findResources('AWS::Lambda::Function');
    for (const fn of rotated.stack.api.functions.values()) {
      const env = (functions[rotated.logicalId(fn)] as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties
        .Environment.Variables;
      expect(env[ORIGIN_VERIFY_VERSION_ENV]).toBe('v-2026-11-25');
    }
  });

  it('keeps the value in a generated secret', () => {
    synth.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      Description: 'Header value CloudFront sends to the Tend API',
    });
  });

  it("sends the header from CloudFront's API origin, and from no other origin", () => {
    const distribution = Object.values(synth.template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { Origins: Origin[] } };
    };
    const origins = distribution.Properties.DistributionConfig.Origins;
    const apiOrigins = origins.filter((o) => JSON.stringify(o.DomainName).includes(synth.logicalId(synth.stack.api.httpApi)));
    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0].OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: secretReference() }]);
    for (const other of origins.filter((o) => o !== apiOrigins[0])) expect(JSON.stringify(other)).not.toContain(ORIGIN_VERIFY_HEADER);
  });

  it('gives every function the secret to read at cold start, never its value or a reference resolving to it', () => {
    const functions = synth.template.findResources('AWS::Lambda::Function');
    const secretId = synth.logicalId(synth.stack.originSecret);
    for (const [id, fn] of Object.entries(functions) as [
      string,
      { Properties: { Environment?: { Variables: Record<string, unknown> } } },
    ][]) {
      const env = fn.Properties.Environment?.Variables ?? {};
      expect({ id, resolves: JSON.stringify(env).includes('{{resolve:secretsmanager:') }).toEqual({ id, resolves: false });
      expect({ id, value: env[ORIGIN_VERIFY_ENV] }).toEqual({ id, value: undefined });
    }
    for (const group of resourceGroups) {
      const fn = synth.stack.api.functions.get(group)!;
      const env = (functions[synth.logicalId(fn)] as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties
        .Environment.Variables;
      expect({ group, arn: env[ORIGIN_VERIFY_ARN_ENV] }).toEqual({ group, arn: { Ref: secretId } });
      expect(env[ORIGIN_VERIFY_VERSION_ENV]).toBeUndefined();
    }
  });

  it('lets every API function read that secret, and the import job (never called through CloudFront) not', () => {
    const secretId = synth.logicalId(synth.stack.originSecret);
    const policies = Object.values(synth.template.findResources('AWS::IAM::Policy')) as {
      Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    }[];
    const readers = (roleId: string) =>
      policies
        .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        .filter(
          (s) =>
            [s.Action].flat().includes('secretsmanager:GetSecretValue') &&
            [s.Resource].flat().some((r) => JSON.stringify(r) === JSON.stringify({ Ref: secretId })),
        );
    for (const group of resourceGroups) {
      expect({ group, reads: readers(synth.logicalId(synth.stack.api.functions.get(group)!.role!)).length }).toEqual({ group, reads: 1 });
    }
    expect(readers(synth.logicalId(synth.stack.importJob.role!))).toEqual([]);
  });
});
