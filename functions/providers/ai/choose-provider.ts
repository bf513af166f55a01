// Picks the AI adapter from configuration: AI_PROVIDER = 'local' (the default, no cloud) or 'bedrock'.
// The cloud's Lambda bundles hold Bedrock only: LOCAL_ADAPTERS is false there (functions/platform/config.ts), so esbuild
// leaves the local adapter out.
import type { AiProvider } from './ai-port';
import { bedrockAi } from './bedrock';
import { config } from '../../platform/config';

export type AiProviderSettings = { provider: 'local' } | { provider: 'bedrock'; modelId: string; region?: string };

/** What config() asks for; it already refused an unknown AI_PROVIDER or bedrock without BEDROCK_MODEL_ID. */
export function aiProviderSettings(): AiProviderSettings {
  const { AI_PROVIDER, BEDROCK_MODEL_ID, BEDROCK_REGION } = config();
  if (AI_PROVIDER === 'local') return { provider: AI_PROVIDER };
  // config() refuses bedrock without a model id, so the id is set here.
  return { provider: AI_PROVIDER, modelId: BEDROCK_MODEL_ID!, region: BEDROCK_REGION };
}

let cached: AiProvider | undefined;

/** One adapter per process, so a warm Lambda reuses its Bedrock client and connections. */
export function chooseAiProvider(): AiProvider {
  if (cached) return cached;
  const settings = aiProviderSettings();
  if (settings.provider === 'bedrock') {
    cached = bedrockAi({ modelId: settings.modelId, region: settings.region });
  } else if (globalThis.LOCAL_ADAPTERS !== false && settings.provider === 'local') {
    // Required here, not imported: the cloud build folds the condition to false and so never bundles ./local (its
    // word lists and chrono-node), and a local process loads it on the first AI call.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { localAi } = require('./local') as typeof import('./local');
    cached = localAi();
  } else {
    // Only a cloud function without AI_PROVIDER gets here (config() refuses 'local' there): the stack sets it wherever
    // the AI is called (cdk/grants.ts).
    throw new Error("Invalid configuration: AI_PROVIDER must be 'bedrock' in the cloud's Lambda bundle (docs/CONFIG.md)");
  }
  return cached;
}

/** Tests change the environment between cases. */
export function resetAiProviderForTests(): void {
  cached = undefined;
}
