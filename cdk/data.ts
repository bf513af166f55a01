// Stored state: the single DynamoDB table, the private images bucket, the short-lived downloads bucket,
// and the bucket S3 access logs go to.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableShape } from '../shared/table-shape';
import { downloadCors } from '../shared/download-cors';

export interface DataProps {
  /** Keep table and buckets (and their contents) when the stack is deleted. */
  retainData: boolean;
}

/** Settings every bucket of the stack shares: private, encrypted, TLS only, no ACLs. */
export function privateBucketProps(retainData: boolean): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !retainData,
  };
}

export class Data extends Construct {
  readonly table: Table;
  readonly imagesBucket: Bucket;
  readonly exportsBucket: Bucket;
  /** Where the browser follows a large export's redirect to: the page's CSP must allow it (connect-src). */
  readonly exportsOrigin: string;
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { partitionKey, sortKey, indexes, ttlAttribute } = tableShape;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.logBucket = new Bucket(this, 'AccessLogs', {
      ...privateBucketProps(props.retainData),
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    this.imagesBucket = new Bucket(this, 'Images', {
      ...privateBucketProps(props.retainData),
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'images-bucket/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    // Named, not generated: the CSP names the bucket's origin, and the bucket's CORS names the app's
    // origin (CloudFront's); with a generated name the two would depend on each other. Its objects are
    // copies and uploads for import (imports/<userId>/<jobId>) that live a day, so it is never retained.
    const stack = Stack.of(this);
    const bucketName = exportsBucketName(stack);
    this.exportsBucket = new Bucket(this, 'Exports', {
      ...privateBucketProps(false),
      bucketName,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'exports-bucket/',
      lifecycleRules: [
        { prefix: 'exports/', expiration: Duration.days(1) },
        { prefix: 'imports/', expiration: Duration.days(1) },
        // A share link's encrypted files (docs/SHARING.md) live as long as the longest link, 90 days, and a day more.
        { prefix: 'shares/', expiration: Duration.days(91) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    // The host the SDK signs download URLs for (virtual-hosted style, regional endpoint).
    this.exportsOrigin = `https://${bucketName}.s3.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Lets the app's pages fetch downloads (GET) and read their file name, and upload a file for import (PUT with its
   * signed Content-Type); nothing else, no other origin.
   */
  allowDownloadsFrom(appOrigin: string): void {
    this.exportsBucket.addCorsRule({
      allowedMethods: downloadCors.methods.map((method) => HttpMethods[method]),
      allowedOrigins: [appOrigin],
      allowedHeaders: [...downloadCors.allowedHeaders],
      exposedHeaders: [...downloadCors.exposedHeaders],
      maxAge: downloadCors.maxAgeSeconds,
    });
  }
}

/** `<stack>-exports-<account>-<region>`: unique per stack, account and region, within S3's 63 characters. */
export function exportsBucketName(stack: Stack): string {
  const prefix = stack.stackName
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return `${prefix}-exports-${stack.account}-${stack.region}`;
}
