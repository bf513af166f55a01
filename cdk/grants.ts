// Turns a group's declared needs (cdk/function-needs.ts) into least-privilege IAM statements and environment variables.
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { tableShape } from '../shared/table-shape';
import type { FunctionNeeds, ObjectAction, ObjectNeeds, ObjectPrefix, TableAction, TableNeeds } from './function-needs';
import { nagPseudo } from './nag-ids';

export interface Resources {
  table: ITable;
  imagesBucket: IBucket;
  exportsBucket: IBucket;
  jwtSecret: ISecret;
  mailFrom: string;
  /** Sandbox only: verified recipients SES also authorises against (see cdk/settings.ts). */
  mailSandboxRecipients: string[];
  bedrockModelId: string;
  /** Created on first use, so a stack without payments has no Stripe secret. */
  stripeSecret: () => ISecret;
  /** The VAPID public key (the vapidPublicKey context value); undefined: push is off (503). */
  vapidPublicKey?: string;
  /** The VAPID private key's secret, created on first use by a function that sends pushes. */
  vapidSecret: () => ISecret;
}

/** Every item action a function of the app may be granted (cdk/function-needs.ts TableAction): no Scan, no administration. */
export const allTableActions: readonly TableAction[] = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
];

/** GSI1 (lists by time, the usage report) and GSI2 (reminders by the minute they are due), as shared/table-shape.ts names them. */
const [LISTS_INDEX, DUE_INDEX] = tableShape.indexes.map((index) => index.name);

/** The given item actions on the table, and Query on the indexes asked for (read-only whatever the actions). */
export function grantTableItems(fn: NodejsFunction, table: ITable, needs: TableNeeds): void {
  const { tableArn } = table;
  fn.addToRolePolicy(new PolicyStatement({ actions: needs.actions.map((a) => `dynamodb:${a}`), resources: [tableArn] }));
  const indexes = [...(needs.index ? [LISTS_INDEX] : []), ...(needs.dueIndex ? [DUE_INDEX] : [])];
  if (indexes.length > 0) {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexes.map((name) => `${tableArn}/index/${name}`) }));
  }
}

/** The IAM action behind each thing a function does with objects (cdk/function-needs.ts ObjectNeeds). */
const objectActions: Record<Exclude<ObjectAction, 'list'>, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  abort: 's3:AbortMultipartUpload',
  delete: 's3:DeleteObject',
};

/** Why a grant on `<bucket>/<prefix>/*` is as narrow as IAM can say it: the user id in the key is the server's. */
const prefixReasons: Record<ObjectPrefix, string> = {
  images: "Keys are made by the server under the caller's own prefix (images/<userId>/...), after checking ownership.",
  exports: "Keys are made by the server under the caller's own prefix (exports/<userId>/...) and expire after a day.",
  imports: "Uploads are keyed imports/<userId>/<jobId> by the server, after checking the job is the caller's; they expire after a day.",
  shares: "A share link's encrypted files are keyed shares/<userId>/<shareId>/ by the server; revocation and expiry delete them.",
};

/** The object actions on the given prefixes of a bucket, ListBucket when asked; the bucket's variable set. */
function grantObjects(fn: NodejsFunction, bucket: IBucket, needs: ObjectNeeds, variable: 'IMAGES_BUCKET' | 'EXPORTS_BUCKET'): void {
  const actions = needs.actions.flatMap((action) => (action === 'list' ? [] : [objectActions[action]]));
  if (actions.length > 0) {
    const objects = needs.prefixes.map((prefix) => bucket.arnForObjects(`${prefix}/*`));
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: objects }));
    for (const prefix of needs.prefixes) {
      Validations.of(fn.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(bucket)}.Arn>/${prefix}/*]`,
        reason: prefixReasons[prefix],
      });
    }
  }
  if (needs.actions.includes('list'))
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  fn.addEnvironment(variable, bucket.bucketName);
}

export function grantNeeds(fn: NodejsFunction, needs: FunctionNeeds, resources: Resources): void {
  const stack = Stack.of(fn);
  const allow = (actions: string[], resourceArns: string[]) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: resourceArns }));
  const acknowledgeWildcard = (resource: string, reason: string) =>
    Validations.of(fn.role!).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });

  if (needs.table) grantTableItems(fn, resources.table, needs.table);
  if (needs.jwtSecret) resources.jwtSecret.grantRead(fn);
  if (needs.imagesBucket) grantObjects(fn, resources.imagesBucket, needs.imagesBucket, 'IMAGES_BUCKET');
  if (needs.exportsBucket) grantObjects(fn, resources.exportsBucket, needs.exportsBucket, 'EXPORTS_BUCKET');
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
  if (needs.vapid && resources.vapidPublicKey) fn.addEnvironment('VAPID_PUBLIC_KEY', resources.vapidPublicKey);
  if (needs.vapid === 'send') {
    const secret = resources.vapidSecret();
    secret.grantRead(fn);
    fn.addEnvironment('VAPID_SECRET_ARN', secret.secretArn);
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
