// Web Push's VAPID keys in the stack (docs/REMINDERS.md "Delivery"): the push group gets the public key (the
// vapidPublicKey context value) and no secret; only a function that declares `vapid: 'send'` (the reminders' scheduler,
// cdk/scheduler.ts) gets the private key's secret and its ARN; without the context value no function gets a key (the key route answers 503); a value that is no
// public key fails the synth, naming it.
import { functionNeeds } from '../../cdk/function-needs';
import { synthStack } from './synth-stack';

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');

/** The functions of no group, by the word after "Reminders'" in their description (cdk/scheduler.ts). */
const ownFunctions: Record<string, string> = { scheduler: 'scheduler', sender: 'scheduler-sender' };

/** Each function's environment variables, by the group its description names. */
function environments(template: ReturnType<typeof synthStack>['template']): Map<string, Record<string, unknown>> {
  const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
    Properties: { Description?: string; Environment?: { Variables?: Record<string, unknown> } };
  }[];
  return new Map(
    functions.map((fn) => [
      /the (\S+) group/.exec(fn.Properties.Description ?? '')?.[1] ??
        ownFunctions[/Reminders' (\w+)/.exec(fn.Properties.Description ?? '')?.[1] ?? ''] ??
        '?',
      fn.Properties.Environment?.Variables ?? {},
    ]),
  );
}

describe('VAPID keys', () => {
  it('gives the push group the public key and no secret; the scheduler and its sender alone read the VAPID secret', () => {
    const { template } = synthStack({ context: { mailFrom: 'no-reply@health.example', vapidPublicKey: PUBLIC_KEY } });
    const env = environments(template);
    expect(env.get('push')).toMatchObject({ VAPID_PUBLIC_KEY: PUBLIC_KEY });
    expect(env.get('push')).not.toHaveProperty('VAPID_SECRET_ARN');
    expect(env.get('auth')).not.toHaveProperty('VAPID_PUBLIC_KEY');
    expect([...env].filter(([, variables]) => 'VAPID_SECRET_ARN' in variables).map(([group]) => group)).toEqual([
      'scheduler',
      'scheduler-sender',
    ]);
  });

  it('gives the private key secret to a function that sends, and to it alone', () => {
    const { template } = synthStack({
      context: { mailFrom: 'no-reply@health.example', vapidPublicKey: PUBLIC_KEY },
      needs: { ...functionNeeds, insights: { ...functionNeeds.insights, vapid: 'send' } },
    });
    const env = environments(template);
    expect(env.get('insights')).toMatchObject({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_SECRET_ARN: expect.anything() });
    expect(
      [...env]
        .filter(([, variables]) => 'VAPID_SECRET_ARN' in variables)
        .map(([group]) => group)
        .sort(),
    ).toEqual(['insights', 'scheduler', 'scheduler-sender']);
    const secrets = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((id) => id.startsWith('VapidPrivateKey'));
    expect(secrets).toHaveLength(1);
    const readers = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes(secrets[0]),
    );
    expect(readers).toHaveLength(3);
  });

  it('leaves push off without the context value, and refuses a value that is no public key', () => {
    const { template } = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
    expect(environments(template).get('push')).not.toHaveProperty('VAPID_PUBLIC_KEY');
    expect(environments(template).get('scheduler')).not.toHaveProperty('VAPID_SECRET_ARN');
    expect(environments(template).get('scheduler-sender')).not.toHaveProperty('VAPID_SECRET_ARN');
    expect(JSON.stringify(template.findResources('AWS::SecretsManager::Secret'))).not.toContain('VAPID');
    expect(() => synthStack({ context: { vapidPublicKey: 'not-a-key' } })).toThrow(/vapidPublicKey must be the base64url public key/);
  });
});
