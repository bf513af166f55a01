// Uploads the Vite build: hashed assets cached for a year, everything else (index.html) revalidated on every visit.
import { BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer, Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { nagPseudo } from './nag-ids';

export interface WebDeploymentProps {
  webAssetPath: string;
  bucket: IBucket;
  distribution: IDistribution;
}

export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const source = Source.asset(props.webAssetPath);
    // No pruning: a page loaded before a deploy may still ask for the previous build's hashed files.
    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must never point at assets that are not uploaded yet.
    pages.node.addDependency(assets);
    acknowledgeDeploymentHandler(this, props.bucket);
  }
}

/** BucketDeployment runs a CDK-provided singleton Lambda at stack level; its broad grants are CDK's design. */
function acknowledgeDeploymentHandler(scope: Construct, siteBucket: IBucket): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) return;
  const reason =
    'CDK-managed BucketDeployment handler, run only while deploying: it copies the build from the CDK asset bucket to the site bucket and invalidates CloudFront.';
  const qualifier = String(stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER);
  const { partition, region, account } = nagPseudo(stack);
  const siteBucketId = stack.getLogicalId(siteBucket.node.defaultChild as CfnElement);
  const findings = [
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'L1',
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => `IAM5[Action::${a}]`),
    `IAM5[Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
    `IAM5[Resource::<${siteBucketId}.Arn>/*]`,
    // cloudfront:CreateInvalidation and GetInvalidation are granted on "*" by aws-cdk-lib.
    'IAM5[Resource::*]',
  ];
  Validations.of(handler).acknowledge(...findings.map((f) => ({ id: `AwsSolutions-${f}`, reason })));
}
