// The reminders' scheduler in the stack (cdk/scheduler.ts, docs/REMINDERS.md "Scheduler"): an EventBridge rule invoking
// its Lambda every minute with no retry; the sender function it alone starts for a busy minute's chunks; least privilege (its table actions, Query on the two indexes only, the VAPID
// and JWT secrets, SES as the configured sender only); alarms on its errors and on failed sends; cdk-nag clean.
import { AwsSolutionsChecks } from 'cdk-nag';
import { schedulerNeeds } from '../../cdk/scheduler';
import { synthStack, templateText, type Synthesized } from './synth-stack';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

jest.setTimeout(30_000);

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example', vapidPublicKey: PUBLIC_KEY } });
});

const resources = (type: string) => synth.template.findResources(type) as Record<string, Resource>;
const fnId = () => synth.logicalId(synth.stack.scheduler);
const tableArn = () => `<{"Fn::GetAtt":["${synth.logicalId(synth.stack.data.table)}","Arn"]}>`;

function grantsOf(roleId: string): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  const statements = Object.values(resources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  for (const statement of statements) {
    for (const action of [statement.Action].flat()) (grants[action] ??= []).push(...[statement.Resource].flat().map(templateText));
  }
  return grants;
}

describe("reminders' scheduler", () => {
  it('is invoked by an EventBridge rule every minute, with no retry (the next run catches up)', () => {
    synth.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId(), 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    synth.template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [fnId(), 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    synth.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId() }, MaximumRetryAttempts: 0 });
    const fn = resources('AWS::Lambda::Function')[fnId()].Properties;
    expect(fn).toMatchObject({ Timeout: 300, MemorySize: 1024, Runtime: 'nodejs22.x' });
    expect(fn.Description).toContain('functions/scheduler/handler.ts');
  });

  it('may run only its table actions, Query the two indexes, read the VAPID and JWT secrets, and mail as the sender', () => {
    const grants = grantsOf(synth.logicalId(synth.stack.scheduler.role!));
    const dynamodb = Object.keys(grants).filter((a) => a.startsWith('dynamodb:'));
    expect(dynamodb.sort()).toEqual(schedulerNeeds.table!.actions.map((a) => `dynamodb:${a}`).sort());
    expect(grants['dynamodb:Query'].sort()).toEqual([tableArn(), `${tableArn()}/index/GSI1`, `${tableArn()}/index/GSI2`].sort());
    expect(grants['dynamodb:Scan']).toBeUndefined();
    expect(grants['ses:SendEmail'].map((r) => r.replace(/.*identity\//, '')).sort()).toEqual(['health.example', 'no-reply@health.example']);
    const env = (resources('AWS::Lambda::Function')[fnId()].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toMatchObject({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_SECRET_ARN: expect.anything(), JWT_SECRET_ARN: expect.anything() });
    expect(JSON.stringify(env.APP_URL)).toContain(synth.logicalId(synth.stack.web.distribution));
    expect(env.ORIGIN_VERIFY_SECRET).toBeUndefined();
    const secretReads = grants['secretsmanager:GetSecretValue'] ?? [];
    expect(secretReads.some((r) => r.includes('VapidPrivateKey'))).toBe(true);
  });

  it('hands a busy minute to a sender function it alone may invoke, retried twice, with no due index', () => {
    const senderId = synth.logicalId(synth.stack.scheduler.sender);
    const sender = resources('AWS::Lambda::Function')[senderId].Properties;
    expect(sender).toMatchObject({ Timeout: 60, MemorySize: 1024, Runtime: 'nodejs22.x' });
    expect(sender.Description).toContain('functions/scheduler/send-handler.ts');
    synth.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: senderId },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
    });
    const env = (resources('AWS::Lambda::Function')[fnId()].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.SCHEDULER_SENDER_FUNCTION).toEqual({ Ref: senderId });
    const invokers = Object.values(resources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p).includes('lambda:InvokeFunction'));
    const invokesSender = invokers.filter((p) => JSON.stringify(p).includes(senderId));
    expect(invokesSender.map((p) => (p.Properties.Roles as { Ref: string }[])[0].Ref)).toEqual([
      synth.logicalId(synth.stack.scheduler.role!),
    ]);
    const grants = grantsOf(synth.logicalId(synth.stack.scheduler.sender.role!));
    expect(grants['dynamodb:Query'].sort()).toEqual([tableArn(), `${tableArn()}/index/GSI1`].sort());
    expect(grants['lambda:InvokeFunction']).toBeUndefined();
  });

  it('alarms on its errors and throttles, and on failed reminder sends, to the alarm topic', () => {
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm'));
    const own = alarms.filter((a) => a.Properties.Namespace === 'AWS/Lambda' && JSON.stringify(a.Properties.Dimensions).includes(fnId()));
    expect(own.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    const senderId = synth.logicalId(synth.stack.scheduler.sender);
    const sender = alarms.filter(
      (a) => a.Properties.Namespace === 'AWS/Lambda' && JSON.stringify(a.Properties.Dimensions).includes(senderId),
    );
    expect(sender.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    const sends = alarms.find((a) => a.Properties.MetricName === 'ReminderSendFailures');
    expect(sends?.Properties).toMatchObject({ Namespace: 'HealthTracker', Threshold: 10, Period: 300 });
    const topic = synth.logicalId(synth.stack.monitoring.topic);
    for (const alarm of [...own, sends!]) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('keeps cdk-nag clean', () => {
    const report = new AwsSolutionsChecks().validateScope(synth.stack);
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
