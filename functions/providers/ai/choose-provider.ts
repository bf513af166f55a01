// Picks the AI adapter from configuration: AI_PROVIDER = 'local' (the default, no cloud) or 'bedrock'.
import type { AiProvider } from './ai-port';
import { bedrockAi } from './bedrock';
import { localAi } from './local';
import { config } from '../../core/config';

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
  cached = settings.provider === 'bedrock' ? bedrockAi({ modelId: settings.modelId, region: settings.region }) : localAi();
  return cached;
}

/** Tests change the environment between cases. */
export function resetAiProviderForTests(): void {
  cached = undefined;
}
