// The import-job function (cdk/import-job.ts) on the synthesized template: its runtime and limits, what it may touch,
// how the imports API function starts it, its alarms, and cdk-nag.
import { AwsSolutionsChecks } from 'cdk-nag';
import { synthStack, templateText, type Synthesized } from './synth-stack';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

jest.setTimeout(30_000);

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
});

const resources = (type: string) => synth.template.findResources(type) as Record<string, Resource>;
const jobId = () => synth.logicalId(synth.stack.importJob);
const importsFunction = () => synth.stack.api.functions.get('imports')!;
const envOf = (id: string) =>
  (resources('AWS::Lambda::Function')[id].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
const bucketId = (bucket: 'exportsBucket' | 'imagesBucket') => synth.logicalId(synth.stack.data[bucket]);

/** A role's statements as `action → resources`, each resource as text (`<{"Fn::GetAtt":...}>/imports/*`). */
function grantsOf(roleId: string): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  const statements = Object.values(resources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  for (const statement of statements) {
    for (const action of [statement.Action].flat()) {
      (grants[action] ??= []).push(...[statement.Resource].flat().map(templateText));
    }
  }
  return grants;
}
const arn = (id: string) => `<{"Fn::GetAtt":["${id}","Arn"]}>`;

describe('import-job function', () => {
  it('runs the job handler on Node.js 22 arm64, traced, for up to 15 minutes with 1 GB', () => {
    const fn = resources('AWS::Lambda::Function')[jobId()].Properties;
    expect(fn).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Timeout: 900,
      MemorySize: 1024,
      Handler: 'index.handler',
    });
    expect(fn.Description).toContain('functions/imports/job-handler.ts');
    expect(fn.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('retries a failed run twice and drops an event older than an hour', () => {
    synth.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: jobId() },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
    });
  });

  it('gets the configuration functions/platform/config.ts requires and its two buckets, but not the origin secret', () => {
    const env = envOf(jobId());
    expect(env).toMatchObject({
      STAGE: 'cloud',
      MAIL_FROM: 'no-reply@health.example',
      NODE_OPTIONS: '--enable-source-maps',
      TABLE_NAME: { Ref: synth.logicalId(synth.stack.data.table) },
      JWT_SECRET_ARN: { Ref: synth.logicalId(synth.stack.jwtSecret) },
      EXPORTS_BUCKET: { Ref: bucketId('exportsBucket') },
      IMAGES_BUCKET: { Ref: bucketId('imagesBucket') },
    });
    expect(JSON.stringify(env.APP_URL)).toContain(synth.logicalId(synth.stack.web.distribution));
    expect(env.ORIGIN_VERIFY_SECRET).toBeUndefined();
  });

  it('reads and deletes uploads only, reads and writes images only, and may not read the JWT secret', () => {
    const grants = grantsOf(synth.logicalId(synth.stack.importJob.role!));
    const s3 = Object.fromEntries(Object.entries(grants).filter(([action]) => action.startsWith('s3:')));
    expect(s3).toEqual({
      's3:GetObject': [`${arn(bucketId('exportsBucket'))}/imports/*`, `${arn(bucketId('imagesBucket'))}/images/*`],
      's3:DeleteObject': [`${arn(bucketId('exportsBucket'))}/imports/*`],
      's3:ListBucket': [arn(bucketId('exportsBucket')), arn(bucketId('imagesBucket'))],
      's3:PutObject': [`${arn(bucketId('imagesBucket'))}/images/*`],
    });
    expect(grants['dynamodb:BatchWriteItem']).toEqual([arn(synth.logicalId(synth.stack.data.table))]);
    expect(grants['dynamodb:Scan']).toBeUndefined();
    expect(grants['secretsmanager:GetSecretValue']).toBeUndefined();
  });
});

describe('imports API function', () => {
  it('names the job function in IMPORT_JOB_FUNCTION and may invoke it, and nothing else', () => {
    expect(envOf(synth.logicalId(importsFunction()))).toMatchObject({ IMPORT_JOB_FUNCTION: { Ref: jobId() } });
    const grants = grantsOf(synth.logicalId(importsFunction().role!));
    expect(grants['lambda:InvokeFunction']).toEqual([arn(jobId())]);
    for (const group of synth.stack.api.functions.keys()) {
      if (group === 'imports') continue;
      expect(grantsOf(synth.logicalId(synth.stack.api.functions.get(group)!.role!))['lambda:InvokeFunction']).toBeUndefined();
    }
  });

  it('signs the upload (PutObject), checks its size (HeadObject) and deletes a discarded one', () => {
    const grants = grantsOf(synth.logicalId(importsFunction().role!));
    const objects = `${arn(bucketId('exportsBucket'))}/imports/*`;
    expect(grants['s3:PutObject']).toContain(objects);
    expect(grants['s3:GetObject']).toContain(objects);
    expect(grants['s3:DeleteObject']).toEqual([`${arn(bucketId('exportsBucket'))}/imports/*`]);
    expect(grants['s3:ListBucket']).toEqual([arn(bucketId('exportsBucket'))]);
  });
});

describe('operations', () => {
  it('alarms on the job function’s errors and throttles, and draws it on the dashboard', () => {
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.Namespace === 'AWS/Lambda' && JSON.stringify(a.Properties.Dimensions).includes(jobId()),
    );
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    const [dashboard] = Object.values(resources('AWS::CloudWatch::Dashboard'));
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).toContain('\\"label\\":\\"import-job\\"');
  });

  it('keeps cdk-nag clean', () => {
    const report = new AwsSolutionsChecks().validateScope(synth.stack);
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
