// Builds the stacks in-process for assertions: cdk.json's feature flags, no bundling, a stand-in web build, and without
// the CloudFormation rule check `cdk synth` runs (a wasm validator that took most of each synth's time): one test in
// stack.test.ts runs it on the stack as deployed. The same options in one test file give the same synthesized stacks.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { ResourceGroup } from '../../shared/route-paths';
import type { FunctionNeeds } from '../../cdk/function-needs';
import { appStacks } from '../../cdk/app-stacks';
import type { TendStack } from '../../cdk/tend-stack';
import type { WafStack } from '../../cdk/waf-stack';
import { repoRoot } from '../../cdk/settings';

export interface SynthOptions {
  context?: Record<string, string>;
  needs?: Record<ResourceGroup, FunctionNeeds>;
  /** Omitted: us-east-1 with no account, as `cdk synth` makes without credentials (the CLI defaults the region). */
  env?: { account?: string; region: string };
  /** Run CloudFormation's built-in rule check as `cdk synth` does (errors fail the synth: validateAgainstDefaultRules). */
  validate?: boolean;
}

export interface Synthesized {
  stack: TendStack;
  template: Template;
  /** The web ACL's own stack (us-east-1). */
  waf: WafStack;
  /** The logical id CloudFormation knows a construct's resource by. */
  logicalId: (construct: IConstruct) => string;
}

/** A directory shaped like the Vite build, so the deployment has something to upload. */
export function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tend</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

const synthesized = new Map<string, Synthesized>();

/** The stacks for these options, synthesized once per test file (tests only read them). */
export function synthStack(options: SynthOptions = {}): Synthesized {
  const key = JSON.stringify(options);
  const known = synthesized.get(key);
  if (known) return known;
  const result = synthFresh(options);
  synthesized.set(key, result);
  return result;
}

function synthFresh(options: SynthOptions): Synthesized {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    builtinCloudFormationValidation: options.validate ?? false,
    context: {
      ...cdkJson.context,
      // Skip esbuild: assertions need the template, not the bundles.
      'aws:cdk:bundling-stacks': [],
      webAssetPath: fakeWebBuild(),
      ...options.context,
    },
  });
  const { stack, waf } = appStacks(app, { stackName: 'TestStack', needs: options.needs, env: options.env ?? { region: 'us-east-1' } });
  return {
    stack,
    waf,
    template: Template.fromStack(stack),
    logicalId: (construct) => stack.getLogicalId(construct.node.defaultChild as CfnElement),
  };
}

/** A template value as text: strings as they are, `Fn::Join` joined, anything else (Ref, GetAtt) as `<JSON>`. */
export function templateText(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(templateText).join(join[0]);
  return `<${JSON.stringify(value)}>`;
}
