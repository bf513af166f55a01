// Deploy-time settings from CDK context: defaults, validation, and the clear failures DEPLOY.md promises.
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { synthStack } from './synth-stack';

jest.setTimeout(30_000);

describe('settings', () => {
  it('warns at synth when no mailFrom is given, since SES refuses the placeholder sender', () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stack } = synthStack();
    const warnings = Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('mailFrom'));
    printed.mockRestore();
    expect(warnings).toHaveLength(1);
  });

  it('refuses an appUrl that is not https', () => {
    expect(() => synthStack({ context: { appUrl: 'http://health.example' } })).toThrow(/appUrl must use https/);
  });

  it('refuses a sender that is not a plain address', () => {
    expect(() => synthStack({ context: { mailFrom: 'Tend <no-reply@health.example>' } })).toThrow(
      /mailFrom must hold plain e-mail addresses/,
    );
  });

  it('uses a given appUrl as APP_URL, without a trailing slash', () => {
    const { template } = synthStack({ context: { appUrl: 'https://health.example/', mailFrom: 'no-reply@health.example' } });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_URL: 'https://health.example' }) },
    });
  });

  it('fails with the command to run when the frontend build is missing', () => {
    expect(() => synthStack({ context: { webAssetPath: '/nonexistent/dist' } })).toThrow(/npm run build:web/);
  });
});
