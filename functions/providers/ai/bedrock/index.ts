// The Bedrock adapter of the AI port: Converse API, extraction through the record_items tool, chat from the person's entries,
// the weekly report from computed figures.
import { BedrockRuntimeClient, type ContentBlock, type ConverseCommandOutput, type Message } from '@aws-sdk/client-bedrock-runtime';
import { AiProviderError, type AiProvider, type ChatMessage, type ExtractionRequest, type TokenUsage } from '../ai-port';
import { answerAndCites } from './chat-sources';
import { chatSystemPrompt } from './chat-prompt';
import { extractionSystemPrompt, extractionUserText, reportSystemPrompt, reportUserText, titleAndText } from './prompts';
import { RECORD_ITEMS, recordItemsTool } from './record-items-tool';
import { sendConverse, type SendLimits } from './send-converse';

export interface BedrockAiOptions {
  /** Model or inference-profile id (BEDROCK_MODEL_ID). */
  modelId: string;
  /** Where the default client calls Bedrock; unset, the SDK's own (AWS_REGION, the Lambda's region). */
  region?: string;
  /** Defaults to a client for `region` that leaves retries to this adapter (give an injected one `maxAttempts: 1`). */
  client?: BedrockRuntimeClient;
  /** The whole call, retries included; API Gateway ends the request at 30 s (docs/PRODUCT.md "Time limits"). */
  timeoutMs?: number;
  /** Attempts in all when Bedrock throttles (default 3: the first and two retries). */
  maxAttempts?: number;
  /** The first retry's wait; later ones double (default 400 ms). */
  backoffMs?: number;
}

const IMAGE_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' } as const;

function usageOf(output: ConverseCommandOutput): TokenUsage {
  return { inputTokens: output.usage?.inputTokens ?? 0, outputTokens: output.usage?.outputTokens ?? 0 };
}

function userContent(request: ExtractionRequest): ContentBlock[] {
  const content: ContentBlock[] = [];
  if (request.image) {
    content.push({ image: { format: IMAGE_FORMATS[request.image.mediaType], source: { bytes: new Uint8Array(request.image.bytes) } } });
  }
  content.push({ text: extractionUserText(request.text) });
  return content;
}

function toolInputOf(output: ConverseCommandOutput): unknown {
  const block = output.output?.message?.content?.find((c) => c.toolUse?.name === RECORD_ITEMS);
  if (!block?.toolUse)
    throw new AiProviderError('invalid-output', `Bedrock answered without the ${RECORD_ITEMS} tool (stop: ${output.stopReason})`);
  return block.toolUse.input;
}

function textOf(output: ConverseCommandOutput): string {
  const text = (output.output?.message?.content ?? [])
    .map((c) => c.text ?? '')
    .join('')
    .trim();
  if (!text) throw new AiProviderError('invalid-output', `Bedrock answered without text (stop: ${output.stopReason})`);
  return text;
}

/** Converse wants user first, roles alternating and no empty text: join neighbours of one role, drop a leading reply. */
function conversation(history: ChatMessage[], query: string): Message[] {
  const messages: Message[] = [];
  for (const { role, content } of [...history, { role: 'user' as const, content: query }]) {
    if (!content.trim() || (messages.length === 0 && role === 'assistant')) continue;
    const last = messages.at(-1);
    if (last?.role === role) last.content!.push({ text: content });
    else messages.push({ role, content: [{ text: content }] });
  }
  return messages;
}

export function bedrockAi(options: BedrockAiOptions): AiProvider {
  // Retries are ours (bounded, within the deadline), so the default client makes one attempt per send.
  const client = options.client ?? new BedrockRuntimeClient({ region: options.region, maxAttempts: 1 });
  const limits: SendLimits = {
    timeoutMs: options.timeoutMs ?? 25_000,
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: options.backoffMs ?? 400,
  };

  return {
    readsImages: true,

    async extract(request, signal) {
      const output = await sendConverse(
        client,
        {
          modelId: options.modelId,
          system: [{ text: extractionSystemPrompt(request.now, request.zone, request.recent) }],
          messages: [{ role: 'user', content: userContent(request) }],
          toolConfig: recordItemsTool,
          inferenceConfig: { temperature: 0, maxTokens: 4096 },
        },
        limits,
        signal,
      );
      // Imported on use: the extraction schemas are built by the first extraction, never by a group that only writes reports.
      const { extractionOf } = await import('./extraction-of');
      return { ...extractionOf(toolInputOf(output), request), usage: usageOf(output) };
    },

    async chat(request, signal) {
      const output = await sendConverse(
        client,
        {
          modelId: options.modelId,
          system: [{ text: chatSystemPrompt(request) }],
          messages: conversation(request.history, request.query),
          inferenceConfig: { temperature: request.analyze ? 0.5 : 0.2, maxTokens: request.analyze ? 2048 : 1024 },
        },
        limits,
        signal,
      );
      return { ...answerAndCites(textOf(output), request.entries, request.zone), usage: usageOf(output) };
    },

    async report(request, signal) {
      const output = await sendConverse(
        client,
        {
          modelId: options.modelId,
          system: [{ text: reportSystemPrompt() }],
          messages: [{ role: 'user', content: [{ text: reportUserText(request.figures) }] }],
          inferenceConfig: { temperature: 0.3, maxTokens: 1536 },
        },
        limits,
        signal,
      );
      return { ...titleAndText(textOf(output)), usage: usageOf(output) };
    },
  };
}
