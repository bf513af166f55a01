// What every Lambda of the app shares, in one place: runtime, bundling (cdk/bundling.ts), its own log group and role,
// tracing and source maps. cdk/group-function.ts (one per resource group) and cdk/import-job.ts build on it.
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundleSettings, dataFileCommand, separatePackageCommand } from './bundling';
import { repoRoot } from './settings';

export interface LambdaSpec {
  description: string;
  /** The handler module, relative to the repository (it exports `handler`). */
  entry: string;
  environment: Record<string, string>;
  memoryMb: number;
  timeoutSeconds: number;
  /** Packages built beside the bundle instead of into it (cdk/bundling.ts separatePackages). */
  separate?: readonly string[];
  /** Data files (repository paths) copied beside the bundle, read at run time (cdk/bundling.ts dataFilesOf). */
  dataFiles?: readonly string[];
}

/** The props of one of the app's functions, with the log group and role made for it beside it in `scope`. */
export function lambdaProps(scope: Construct, id: string, spec: LambdaSpec): NodejsFunctionProps & { role: Role; logGroup: LogGroup } {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // An own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  const separate = spec.separate ?? [];
  return {
    description: spec.description,
    entry: path.join(repoRoot, spec.entry),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: spec.memoryMb,
    timeout: Duration.seconds(spec.timeoutSeconds),
    tracing: Tracing.ACTIVE,
    logGroup,
    role,
    environment: { NODE_OPTIONS: '--enable-source-maps', ...spec.environment },
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
      // The runtime provides @aws-sdk/*; separate packages are built beside the bundle (cdk/bundling.ts).
      externalModules: ['@aws-sdk/*', ...separate],
      esbuildArgs: { '--supported:dynamic-import': String(bundleSettings.supported['dynamic-import']) },
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir, outputDir) => [
          ...separate.map((name) => `cd "${inputDir}" && ${separatePackageCommand('node_modules/.bin/esbuild', outputDir, name)}`),
          ...(spec.dataFiles ?? []).map((file) => dataFileCommand(inputDir, outputDir, file)),
        ],
      },
    },
  };
}

/** Lets the function write its log group, and says why the findings every function shares are accepted. */
export function finishLambda(fn: NodejsFunction, role: Role, logGroup: LogGroup): void {
  logGroup.grantWrite(role);
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'Active X-Ray tracing needs xray:PutTraceSegments and PutTelemetryRecords, which have no resource-level permissions.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Pinned to Node.js 22: the toolchain (esbuild target, @types/node, local runtime) is tested on it; move with the project, not per function.',
  });
}
