// Which AI adapter the configuration picks: local unless AI_PROVIDER says bedrock, which then needs a model id.
import { aiProviderSettings, chooseAiProvider, resetAiProviderForTests } from '../../functions/providers/ai/choose-provider';
import { restoreEnv, setEnv as withEnv, validEnv } from './support/config-env';

beforeEach(() => withEnv(validEnv));
afterEach(() => {
  restoreEnv();
  resetAiProviderForTests();
});

describe('choosing the AI provider', () => {
  it('is local when AI_PROVIDER is unset or empty', () => {
    withEnv({ AI_PROVIDER: undefined, BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0' });
    expect(aiProviderSettings()).toEqual({ provider: 'local' });
    withEnv({ AI_PROVIDER: '' });
    expect(aiProviderSettings()).toEqual({ provider: 'local' });
  });

  it('is Bedrock with the configured model and optional region', () => {
    withEnv({ AI_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'us.amazon.nova-lite-v1:0', BEDROCK_REGION: undefined });
    expect(aiProviderSettings()).toEqual({ provider: 'bedrock', modelId: 'us.amazon.nova-lite-v1:0' });
    withEnv({ BEDROCK_REGION: 'eu-central-1' });
    expect(aiProviderSettings()).toEqual({ provider: 'bedrock', modelId: 'us.amazon.nova-lite-v1:0', region: 'eu-central-1' });
  });

  it('fails naming BEDROCK_MODEL_ID when Bedrock is chosen without a model', () => {
    withEnv({ AI_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: undefined });
    expect(() => chooseAiProvider()).toThrow(/BEDROCK_MODEL_ID/);
  });

  it('fails naming AI_PROVIDER when it is neither local nor bedrock', () => {
    withEnv({ AI_PROVIDER: 'openai' });
    expect(() => chooseAiProvider()).toThrow(/AI_PROVIDER must be 'local' or 'bedrock'/);
  });

  it('builds one adapter per process', () => {
    withEnv({ AI_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0', AWS_REGION: 'us-east-1' });
    const first = chooseAiProvider();
    expect(typeof first.extract).toBe('function');
    expect(chooseAiProvider()).toBe(first);
  });

  it('gives the local adapter by default, which answers without any network', async () => {
    withEnv({ AI_PROVIDER: undefined });
    const result = await chooseAiProvider().extract({ text: 'coffee at 9am', zone: 'UTC', now: new Date('2026-11-21T12:00:00Z') });
    expect(result.items.length).toBeGreaterThan(0);
  });
});
