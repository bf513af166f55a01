// One Lambda per resource group, with the project's defaults fixed in one place (runtime, bundling, logs, tracing).
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundleSettings, separatePackageCommand, separatePackages } from './bundling';
import { repoRoot } from './settings';
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
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const separate = separatePackages[props.group] ?? [];
    super(scope, id, {
      description: `API routes of the ${props.group} group (functions/${props.group}/handler.ts)`,
      entry: path.join(repoRoot, 'functions', props.group, 'handler.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(timeoutSeconds),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        // esbuild is a devDependency, so bundling runs locally and never needs Docker.
        forceDockerBundling: false,
        minify: bundleSettings.minify,
        sourceMap: true,
        sourcesContent: false,
        target: bundleSettings.target,
        format: OutputFormat.CJS,
        mainFields: [...bundleSettings.mainFields],
        define: { ...bundleSettings.define },
        // The runtime provides @aws-sdk/*; the group's separate packages are built beside the bundle (lib/bundling.ts).
        externalModules: ['@aws-sdk/*', ...separate],
        esbuildArgs: { '--supported:dynamic-import': String(bundleSettings.supported['dynamic-import']) },
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) =>
            separate.map((name) => `cd "${inputDir}" && ${separatePackageCommand('node_modules/.bin/esbuild', outputDir, name)}`),
        },
      },
    });
    logGroup.grantWrite(role);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active X-Ray tracing needs xray:PutTraceSegments and PutTelemetryRecords, which have no resource-level permissions.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to Node.js 22: the toolchain (esbuild target, @types/node, local runtime) is tested on it; move with the project, not per function.',
    });
  }
}
