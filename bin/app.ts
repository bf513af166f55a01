// The CDK app (`npx cdk synth|deploy`): one stack, checked by cdk-nag's AwsSolutions rules on every synth.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HealthTrackerStack } from '../lib/health-tracker-stack';

const app = new App();
new HealthTrackerStack(app, String(app.node.tryGetContext('stackName') ?? 'HealthTracker'), {
  description: 'Health tracker: CloudFront, HTTP API, Lambda, DynamoDB, S3, SES',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
// A finding fails the synth; acknowledgements live beside the constructs they concern, each with its reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
