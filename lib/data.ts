// Stored state: the single DynamoDB table, the private images bucket, and the bucket S3 access logs go to.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableShape } from '../functions/data/table';

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
  }
}
