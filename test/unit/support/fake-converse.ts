// A local HTTP endpoint speaking Bedrock's Converse wire format, so adapter tests run the real SDK end to end.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { AiProvider, ContextEntry } from '../../../functions/providers/ai/ai-port';
import type { Measures } from '../../../shared/measures';
import { ANALYZE_MODE_LINE, SOURCES_PREFIX } from '../../../functions/providers/ai/bedrock/chat-prompt';
import { ENTRIES_TAG, ENTRY_TEXT_TAG, FIGURES_TAG } from '../../../functions/providers/ai/bedrock/prompts';

/** A Converse request as the fake received it (the JSON body the SDK serialised). */
export interface ReceivedConverse {
  modelId: string;
  body: {
    system?: { text: string }[];
    messages: { role: 'user' | 'assistant'; content: Record<string, unknown>[] }[];
    toolConfig?: { tools: { toolSpec: { name: string; description?: string; inputSchema: { json: unknown } } }[]; toolChoice?: unknown };
    inferenceConfig?: Record<string, unknown>;
  };
}

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
}

export type ConverseReply = (
  | { kind: 'tool'; input: unknown; usage?: FakeUsage }
  | { kind: 'text'; text: string; usage?: FakeUsage }
  | { kind: 'throttle' }
  | { kind: 'error'; status: number; type: string; message: string }
) & { delayMs?: number };

export type Responder = (request: ReceivedConverse) => ConverseReply | Promise<ConverseReply>;

export interface FakeConverse {
  /** The endpoint to give the SDK client. */
  url: string;
  received: ReceivedConverse[];
  /** Replies used once each, in order, before the default responder. */
  queue(...replies: ConverseReply[]): void;
  /** What to answer when the queue is empty (default: a tool use with no items, or a short text). */
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { inputTokens: 120, outputTokens: 30 };

const defaultResponder: Responder = (request) =>
  request.body.toolConfig ? { kind: 'tool', input: { items: [] } } : { kind: 'text', text: 'Nothing to say.' };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Waits, but no longer than the client stays connected (an aborted call leaves no timer behind). */
function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function answer(res: ServerResponse, reply: ConverseReply, toolName: string): void {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': 'fake-request', ...headers });
    res.end(JSON.stringify(body));
  };
  if (reply.kind === 'throttle') {
    send(429, { message: 'Too many requests, please wait before trying again.' }, { 'x-amzn-errortype': 'ThrottlingException' });
    return;
  }
  if (reply.kind === 'error') {
    send(reply.status, { message: reply.message }, { 'x-amzn-errortype': reply.type });
    return;
  }
  const usage = reply.usage ?? DEFAULT_USAGE;
  const content =
    reply.kind === 'tool' ? [{ toolUse: { toolUseId: 'tooluse_fake1', name: toolName, input: reply.input } }] : [{ text: reply.text }];
  send(200, {
    output: { message: { role: 'assistant', content } },
    stopReason: reply.kind === 'tool' ? 'tool_use' : 'end_turn',
    usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
    metrics: { latencyMs: reply.delayMs ?? 1 },
  });
}

export async function startFakeConverse(): Promise<FakeConverse> {
  const received: ReceivedConverse[] = [];
  const queued: ConverseReply[] = [];
  let responder = defaultResponder;

  const server = createServer((req, res) => {
    void (async () => {
      const match = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'x-amzn-errortype': 'UnknownOperationException' }).end('{}');
        return;
      }
      const request: ReceivedConverse = { modelId: decodeURIComponent(match[1]), body: JSON.parse(await readBody(req)) };
      received.push(request);
      const reply = queued.shift() ?? (await responder(request));
      if (reply.delayMs) await delay(reply.delayMs, res);
      if (res.destroyed) return;
      answer(res, reply, request.body.toolConfig?.tools[0]?.toolSpec.name ?? 'tool');
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'x-amzn-errortype': 'InternalServerException' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    queue: (...replies) => {
      queued.push(...replies);
    },
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real SDK client for the fake: HTTP/1.1 (the default handler speaks HTTP/2), fake credentials, no SDK retries. */
export function clientFor(fake: FakeConverse, maxAttempts = 1): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: fake.url,
    credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    requestHandler: new NodeHttpHandler(),
    maxAttempts,
  });
}

const NOW_LINE = /Now is (\S+) \(([^)]+)\)\./;

function between(text: string, tag: string): string | undefined {
  const start = text.indexOf(`<${tag}>\n`);
  const end = text.lastIndexOf(`\n</${tag}>`);
  return start < 0 || end < start ? undefined : text.slice(start + tag.length + 3, end);
}

const textOf = (content: Record<string, unknown>[]): string =>
  content.map((block) => (typeof block.text === 'string' ? block.text : '')).join('\n');

const MEDIA_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;

/**
 * A "smart" fake: it reads back what the adapter sent (zone and now, the fenced text, the image, the entries) and
 * answers with what `provider` (the local adapter) makes of it, so one contract suite runs against both adapters.
 */
export function delegateTo(provider: AiProvider): Responder {
  return async ({ body }) => {
    const system = textOf(body.system ?? []);
    const [, iso, zone] = NOW_LINE.exec(system) ?? [];
    if (!iso) return { kind: 'error', status: 400, type: 'ValidationException', message: 'no "Now is" line in the system prompt' };
    const now = new Date(iso);
    if (body.toolConfig) {
      const last = body.messages.at(-1)!;
      const text = between(textOf(last.content), ENTRY_TEXT_TAG) ?? '';
      const image = last.content.find((block) => block.image)?.image as
        { format: keyof typeof MEDIA_TYPES; source: { bytes: string } } | undefined;
      const recent = (between(system, ENTRIES_TAG) ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const entry = JSON.parse(line) as {
            id: string;
            type: string;
            category: string;
            time: string;
            text: string;
            measures: Measures;
            subjects: string[];
          };
          return {
            id: entry.id,
            collection: entry.type,
            category: entry.category,
            calculated_timestamp: entry.time,
            text: entry.text,
            measures: entry.measures,
            subjects: entry.subjects,
          };
        });
      const { items, changes, unmatched, usage } = await provider.extract({
        text: text === '(no text: use the image)' ? '' : text,
        zone,
        now,
        recent,
        image: image && { bytes: Buffer.from(image.source.bytes, 'base64'), mediaType: MEDIA_TYPES[image.format] },
      });
      return { kind: 'tool', input: { items, changes, unmatched }, usage };
    }
    const entries: ContextEntry[] = (between(system, ENTRIES_TAG) ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const entry = JSON.parse(line) as Omit<ContextEntry, 'collection' | 'calculated_timestamp'> & { type: string; time: string };
        const { type, time, ...rest } = entry;
        return { ...rest, collection: type, calculated_timestamp: time };
      });
    const figures = between(system, FIGURES_TAG);
    const turns = body.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
    const query = turns.pop()!.content;
    const { text, cites, usage } = await provider.chat({
      query,
      history: turns,
      zone,
      now,
      entries,
      analyze: system.includes(ANALYZE_MODE_LINE),
      figures: figures ? JSON.parse(figures) : undefined,
      units: system.includes('distances in miles') ? 'us' : 'metric',
    });
    const ids = (cites ?? []).flatMap((cite) => (cite.id ? [cite.id] : []));
    return { kind: 'text', text: `${text}\n${SOURCES_PREFIX} ${ids.join(', ') || 'none'}`, usage };
  };
}
