// The deployed app: the web ACL's stack in us-east-1 (CloudFront's web ACLs live only there) and the app's stack in
// the chosen region, which reads the ACL's ARN across regions. cdk/app.ts and the CDK tests both build it here.
import type { App, Environment } from 'aws-cdk-lib';
import type { ResourceGroup } from '../shared/route-paths';
import type { FunctionNeeds } from './function-needs';
import { TendStack } from './tend-stack';
import { WafStack } from './waf-stack';

export interface AppStacksProps {
  stackName: string;
  /** The region must be known (the CDK CLI always sets CDK_DEFAULT_REGION); the account may be left open. */
  env: Environment;
  needs?: Record<ResourceGroup, FunctionNeeds>;
}

export function appStacks(app: App, props: AppStacksProps): { waf: WafStack; stack: TendStack } {
  if (!props.env.region) {
    throw new Error('No region: set AWS_REGION (or a profile region) so the app stack can reference its us-east-1 web ACL');
  }
  const waf = new WafStack(app, `${props.stackName}-Waf`, {
    account: props.env.account,
    description: 'Tend: the web ACL of its CloudFront distribution (always us-east-1)',
  });
  const stack = new TendStack(app, props.stackName, {
    description: 'Tend: CloudFront, HTTP API, Lambda, DynamoDB, S3, SES',
    env: props.env,
    needs: props.needs,
    webAclArn: waf.webAcl.attrArn,
    // The ARN crosses regions unless the app is in us-east-1 too. cdk.json makes references weak: the template reads
    // the ACL stack's output with Fn::GetStackOutput (no export lock, no custom resource), and deploys it first.
    crossRegionReferences: true,
  });
  return { waf, stack };
}
