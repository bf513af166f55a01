// The API reachable only through CloudFront: CloudFront's API origin sends the secret header, every function gets
// the value it checks (functions/core/origin-check.ts), and the template holds a reference to the secret, never a value.
import { resourceGroups } from '../../shared/route-paths';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
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
  it('pins the version a rotation names (originVerifyVersion), in CloudFront and every function alike', () => {
    const rotated = synthStack({ context: { mailFrom: 'no-reply@health.example', originVerifyVersion: 'v-2026-11-25' } });
    const template = JSON.stringify(rotated.template.toJSON());
    const pinned = template.split(':SecretString:::v-2026-11-25}}').length - 1;
    expect(pinned).toBe(rotated.stack.api.functions.size + 1);
    expect(template).not.toContain(':SecretString:::}}');
  });

  it('keeps the value in a generated secret', () => {
    synth.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      Description: 'Header value CloudFront sends to the health tracker API',
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

  it('gives every function the value to check', () => {
    const functions = synth.template.findResources('AWS::Lambda::Function');
    for (const group of resourceGroups) {
      const fn = functions[synth.logicalId(synth.stack.api.functions.get(group)!)] as {
        Properties: { Environment: { Variables: Record<string, unknown> } };
      };
      expect({ group, value: fn.Properties.Environment.Variables[ORIGIN_VERIFY_ENV] }).toEqual({ group, value: secretReference() });
    }
  });
});
