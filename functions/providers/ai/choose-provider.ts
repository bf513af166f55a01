// Picks the AI adapter from configuration: AI_PROVIDER = 'local' (the default, no cloud) or 'bedrock'.
import type { AiProvider } from './ai-port';
import { bedrockAi } from './bedrock';
import { localAi } from './local';
import { requiredEnv } from '../../core/config';

export type AiProviderSettings =
  | { provider: 'local' }
  | { provider: 'bedrock'; modelId: string; region?: string };

/** What the environment asks for; an unknown AI_PROVIDER or a missing BEDROCK_MODEL_ID fails, naming the variable. */
export function aiProviderSettings(): AiProviderSettings {
  const provider = process.env.AI_PROVIDER?.trim() || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'bedrock') throw new Error(`Invalid configuration: AI_PROVIDER must be 'local' or 'bedrock', not '${provider}'`);
  return { provider, modelId: requiredEnv('BEDROCK_MODEL_ID'), region: process.env.BEDROCK_REGION || undefined };
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
