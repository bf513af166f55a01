// The import-job function (issue 14, docs/IMPORT.md "How an import runs (AWS)"): started asynchronously by the imports
// group, it reads an uploaded file from the exports bucket and writes its entries in batches, saving its resume point.
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { TableNeeds } from './function-needs';
import { grantTableItems, logicalIdOf } from './grants';
import { separatePackages } from './bundling';
import { finishLambda, lambdaProps } from './lambda-defaults';

export interface ImportJobProps {
  /** What functions/platform/config.ts requires at cold start (TABLE_NAME, MAIL_FROM, JWT_SECRET_ARN, STAGE; APP_URL later). */
  environment: Record<string, string>;
  table: ITable;
  /** The transfers bucket: uploads for import are `imports/<userId>/<jobId>`. */
  exportsBucket: IBucket;
  /** A backup's restore stores its images under `images/<userId>/` (functions/imports/backup/restore-items.ts). */
  imagesBucket: IBucket;
}

/** The uploads' prefix in the exports bucket (functions/providers/storage/object-keys.ts importPrefix). */
const uploads = 'imports/*';

export const importJobSettings = {
  // Lambda's longest run. A run that ends (timeout, crash) is retried from the job's saved resume point.
  timeoutSeconds: 15 * 60,
  // Memory use is bounded (a chunk, a batch, per-day sums: docs/IMPORT.md measures ~16 MB of heap for two years of
  // Apple Health); the size buys CPU, which Lambda shares out by memory: parsing is CPU-bound (~140,000 records/s on a
  // whole core), and 1 GB is about 0.6 of one, so a 2 GB file parses well inside 15 minutes.
  memoryMb: 1024,
  // Two retries of a failed run (Lambda waits about 1 and then 2 minutes): each resumes where the last one saved.
  retryAttempts: 2,
  // Long enough for the first run and both retries to time out in turn (3 × 15 min plus the waits); an event older
  // than that is dropped, and the job shows stalled (IMPORT_STALL_MS), so the person can resume it.
  maxEventAgeSeconds: 60 * 60,
} as const;

/**
 * The job reads its job item and the entries an import may already have written (GetItem, BatchGetItem), writes
 * entries in batches (BatchWriteItem) and its progress (UpdateItem, PutItem); it queries nothing and deletes nothing.
 */
export const importJobTable: TableNeeds = { actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'BatchWriteItem'] };

export class ImportJobFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ImportJobProps) {
    const defaults = lambdaProps(scope, id, {
      description: 'Import job: reads an uploaded file and writes its entries (functions/imports/job-handler.ts)',
      entry: 'functions/imports/job-handler.ts',
      environment: {
        ...props.environment,
        EXPORTS_BUCKET: props.exportsBucket.bucketName,
        IMAGES_BUCKET: props.imagesBucket.bucketName,
      },
      memoryMb: importJobSettings.memoryMb,
      timeoutSeconds: importJobSettings.timeoutSeconds,
      separate: separatePackages['import-job'],
    });
    // No reserved concurrency: it would be taken from the API functions' share of the account's pool, and a new
    // account (a limit of 10) cannot reserve any, so the deploy would fail. Imports are rare and each writes one
    // batch at a time; a throttled event waits in Lambda's queue (maxEventAge) and the throttles alarm says so.
    super(scope, id, {
      ...defaults,
      retryAttempts: importJobSettings.retryAttempts,
      maxEventAge: Duration.seconds(importJobSettings.maxEventAgeSeconds),
    });
    finishLambda(this, defaults.role, defaults.logGroup);

    grantTableItems(this, props.table, importJobTable);
    // GetObject: HeadObject for the size and ranged GETs; DeleteObject: the upload once imported. ListBucket makes a
    // missing upload a 404 (a clear "upload again") instead of a 403, and lets deletePrefix find the object.
    this.allow(['s3:GetObject', 's3:DeleteObject'], [props.exportsBucket.arnForObjects(uploads)]);
    this.allow(['s3:ListBucket'], [props.exportsBucket.bucketArn]);
    // A restore stores an image unless it is there already (a second restore of the same backup): GetObject and a
    // ListBucket that makes a missing image a NoSuchKey rather than a 403.
    this.allow(['s3:GetObject', 's3:PutObject'], [props.imagesBucket.arnForObjects('images/*')]);
    this.allow(['s3:ListBucket'], [props.imagesBucket.bucketArn]);
    this.acknowledgeObjects(
      props.exportsBucket,
      uploads,
      "Uploads are keyed imports/<userId>/<jobId> by the server; the job reads only its own job's key.",
    );
    this.acknowledgeObjects(
      props.imagesBucket,
      'images/*',
      "A restored image goes under the restoring person's prefix (images/<userId>/), made by the server.",
    );
  }

  /**
   * The imports API function starts the job (its name in IMPORT_JOB_FUNCTION). What it does with the upload (sign it,
   * read its size, delete a discarded one) is its imports/ need in cdk/function-needs.ts.
   */
  allowStartFrom(fn: NodejsFunction): void {
    fn.addEnvironment('IMPORT_JOB_FUNCTION', this.functionName);
    // Not grantInvoke: that adds `<arn>:*` (versions and aliases, which are never invoked) and a wildcard finding.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.functionArn] }));
  }

  private allow(actions: string[], resources: string[]): void {
    this.addToRolePolicy(new PolicyStatement({ actions, resources }));
  }

  private acknowledgeObjects(bucket: IBucket, objects: string, reason: string): void {
    Validations.of(this.role!).acknowledge({ id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(bucket)}.Arn>/${objects}]`, reason });
  }
}
