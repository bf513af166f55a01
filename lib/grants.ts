// Turns a group's declared needs into least-privilege IAM statements and environment variables.
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { tableShape } from '../shared/table-shape';
import type { FunctionNeeds } from './function-needs';
import type { GroupFunction } from './group-function';
import { nagPseudo } from './nag-ids';

export interface Resources {
  table: ITable;
  imagesBucket: IBucket;
  exportsBucket: IBucket;
  jwtSecret: ISecret;
  mailFrom: string;
  /** Sandbox only: verified recipients SES also authorises against (see lib/settings.ts). */
  mailSandboxRecipients: string[];
  bedrockModelId: string;
  /** Created on first use, so a stack without payments has no Stripe secret. */
  stripeSecret: () => ISecret;
}

/** Item-level actions only: no Scan (DESIGN.md keeps it off request paths), no table administration. */
const tableItemActions = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
];

/** Read and write items of the table and query its indexes (the import job has the same need). */
export function grantTableItems(fn: NodejsFunction, table: ITable): void {
  const { tableArn } = table;
  fn.addToRolePolicy(new PolicyStatement({ actions: tableItemActions.map((a) => `dynamodb:${a}`), resources: [tableArn] }));
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['dynamodb:Query'], resources: tableShape.indexes.map((index) => `${tableArn}/index/${index.name}`) }),
  );
}

export function grantNeeds(fn: GroupFunction, needs: FunctionNeeds, resources: Resources): void {
  const stack = Stack.of(fn);
  const allow = (actions: string[], resourceArns: string[]) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: resourceArns }));
  const acknowledgeWildcard = (resource: string, reason: string) =>
    Validations.of(fn.role!).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });

  if (needs.table) grantTableItems(fn, resources.table);
  if (needs.jwtSecret) resources.jwtSecret.grantRead(fn);
  if (needs.imagesBucket) {
    const bucket = resources.imagesBucket;
    const write = needs.imagesBucket === 'readWrite';
    allow(write ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'], [bucket.arnForObjects('*')]);
    // Without it S3 answers a missing key with 403 instead of NoSuchKey, and a missing image would be a 500.
    allow(['s3:ListBucket'], [bucket.bucketArn]);
    acknowledgeWildcard(
      `<${logicalIdOf(bucket)}.Arn>/*`,
      "Object keys are made by the server under each user's prefix (images/<userId>/...); the function checks ownership before every read.",
    );
    fn.addEnvironment('IMAGES_BUCKET', bucket.bucketName);
  }
  if (needs.exportsBucket) {
    const bucket = resources.exportsBucket;
    if (needs.exportsBucket === 'write') {
      // A signed URL acts with the signer's rights, so the writer also reads what it hands out.
      allow(['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'], [bucket.arnForObjects('*')]);
    } else {
      allow(['s3:DeleteObject'], [bucket.arnForObjects('*')]);
      allow(['s3:ListBucket'], [bucket.bucketArn]);
    }
    acknowledgeWildcard(
      `<${logicalIdOf(bucket)}.Arn>/*`,
      "Object keys are made by the server under each user's prefix (exports/<userId>/...) and expire after a day.",
    );
    fn.addEnvironment('EXPORTS_BUCKET', bucket.bucketName);
  }
  if (needs.mail) {
    const identities = [...mailIdentities(resources.mailFrom), ...resources.mailSandboxRecipients];
    allow(
      ['ses:SendEmail', 'ses:SendRawEmail'],
      identities.map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
    );
  }
  if (needs.bedrock) {
    const arns = bedrockResourceArns(stack, resources.bedrockModelId);
    allow(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], arns);
    const anyRegionModel = inferenceProfileModel(resources.bedrockModelId);
    if (anyRegionModel) {
      acknowledgeWildcard(
        `arn:${nagPseudo(stack).partition}:bedrock:*::foundation-model/${anyRegionModel}`,
        'A cross-region inference profile routes to the same model in any of its regions; the model itself is fixed.',
      );
    }
    fn.addEnvironment('BEDROCK_MODEL_ID', resources.bedrockModelId);
    // In AWS the model answers; the local adapter is the default only where no cloud exists.
    fn.addEnvironment('AI_PROVIDER', 'bedrock');
  }
  if (needs.stripe) {
    const secret = resources.stripeSecret();
    secret.grantRead(fn);
    fn.addEnvironment('STRIPE_SECRET_ARN', secret.secretArn);
  }
}

/** SES authorises a send against the identity that verified it: the address itself or its domain. */
export function mailIdentities(mailFrom: string): string[] {
  return [mailFrom, mailFrom.slice(mailFrom.lastIndexOf('@') + 1)];
}

const inferenceProfilePrefix = /^(us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

/** The model behind a cross-region inference profile id (`us.amazon.nova-lite-v1:0`), or undefined. */
function inferenceProfileModel(modelId: string): string | undefined {
  return inferenceProfilePrefix.exec(modelId)?.[2];
}

/**
 * A plain model id is invoked in the stack's region; an inference profile id needs the profile and
 * the underlying model in every region the profile may route to.
 */
export function bedrockResourceArns(stack: Stack, modelId: string): string[] {
  const model = inferenceProfileModel(modelId);
  if (!model) return [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
  return [
    `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${stack.partition}:bedrock:*::foundation-model/${model}`,
  ];
}

/** A bucket's logical id, as cdk-nag finding ids spell its ARN (`<Id.Arn>/*`). */
export function logicalIdOf(bucket: IBucket): string {
  return Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
}
