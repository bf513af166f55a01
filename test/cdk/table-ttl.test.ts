// S49: the table expires items by the attribute the data layer writes (functions/data/entity.ts TTL_ATTRIBUTE, from
// shared/table-shape.ts): one constant, read by the stack's table (cdk/data.ts) and by every expiring item's write.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TTL_ATTRIBUTE } from '../../functions/data/entity';
import { Data } from '../../cdk/data';
import { repoRoot } from '../../cdk/settings';

/** cdk.json's feature flags, as the app is synthesized with them (the whole stack's synth, and its rule check, is synth-stack.ts's). */
const context = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

describe('S49: the table TTL attribute', () => {
  it('S49: the deployed table expires items by the attribute the data layer writes', () => {
    const stack = new Stack(new App({ context, builtinCloudFormationValidation: false }), 'TtlStack');
    new Data(stack, 'Data', { retainData: false });
    const tables = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    expect(tables[0].Properties.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
  });
});
