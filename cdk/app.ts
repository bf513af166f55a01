// The CDK app (`npx cdk synth|deploy`): the app's stack and its web ACL's stack (cdk/app-stacks.ts), checked by
// cdk-nag's AwsSolutions rules on every synth.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { appStacks } from '../cdk/app-stacks';

const app = new App();
appStacks(app, {
  stackName: String(app.node.tryGetContext('stackName') ?? 'Tend'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
// A finding fails the synth; acknowledgements live beside the constructs they concern, each with its reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
