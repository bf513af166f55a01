// The AI port: what use cases need from a model. Adapters: local (deterministic, the default) and Bedrock.
import type { ExtractedItem } from '../../../shared/schemas/ai';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ExtractionRequest {
  text: string;
  image?: { bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' };
  /** The person's IANA zone: relative phrases ("yesterday at 8pm") are resolved in it, never the server's. */
  zone: string;
  now: Date;
}

export interface ExtractionResult {
  items: ExtractedItem[];
  usage: TokenUsage;
}

/** One of the person's own entries, given to the chat as data (never as instructions). */
export interface ContextEntry {
  collection: string;
  id: string;
  /** ISO with the zone's offset. */
  calculated_timestamp: string;
  /** details, or for related data "item_name (item_type): data_details". */
  text: string;
  notes: string;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  query: string;
  history: ChatMessage[];
  zone: string;
  now: Date;
  /** The person's entries the answer may use, newest first. */
  entries: ContextEntry[];
  /** analyze_my_health: a wider window and more types, and a reflective answer. */
  analyze: boolean;
}

export interface ChatResult {
  text: string;
  usage: TokenUsage;
}

export type AiFailure = 'timeout' | 'throttled' | 'unavailable' | 'invalid-output';

/** What an adapter throws: use cases turn it into a clear 503/504 and give the credit back. */
export class AiProviderError extends Error {
  constructor(readonly failure: AiFailure, message: string) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface AiProvider {
  extract(request: ExtractionRequest, signal?: AbortSignal): Promise<ExtractionResult>;
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatResult>;
}
