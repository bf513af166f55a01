// One Lambda per resource group, with the project's defaults (cdk/lambda-defaults.ts) and API Gateway's time limit.
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { dataFilesOf, separatePackages } from './bundling';
import { finishLambda, lambdaProps } from './lambda-defaults';
import type { ResourceGroup } from '../shared/route-paths';

export interface GroupFunctionProps {
  /** The resource group; its code is functions/<group>/handler.ts exporting `handler`. */
  group: ResourceGroup;
  environment: Record<string, string>;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** API Gateway ends every call at 30 s; a function must finish (and answer) before that. */
export const maxTimeoutSeconds = 29;

export class GroupFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    const timeoutSeconds = props.timeoutSeconds ?? maxTimeoutSeconds;
    if (timeoutSeconds > maxTimeoutSeconds) {
      throw new Error(`The ${props.group} function's timeout (${timeoutSeconds} s) exceeds API Gateway's 30 s limit`);
    }
    const defaults = lambdaProps(scope, id, {
      description: `API routes of the ${props.group} group (functions/${props.group}/handler.ts)`,
      entry: `functions/${props.group}/handler.ts`,
      environment: props.environment,
      memoryMb: props.memoryMb ?? 512,
      timeoutSeconds,
      separate: separatePackages[props.group],
      dataFiles: dataFilesOf(props.group),
    });
    super(scope, id, defaults);
    finishLambda(this, defaults.role, defaults.logGroup);
  }
}
