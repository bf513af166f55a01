// One Converse call within a deadline: bounded retries on throttling, and every failure as an AiProviderError.
import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { withRetry } from '../../../platform/retry';
import { AiProviderError } from '../ai-port';

export interface SendLimits {
  timeoutMs: number;
  /** Attempts in all, the first included: throttling is retried until they are used up. */
  maxAttempts: number;
  /** The first retry waits about this long, each next one twice as long (with jitter). */
  backoffMs: number;
}

const isThrottling = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'ThrottlingException' || e?.$metadata?.httpStatusCode === 429;
};

function describe(error: unknown): string {
  const e = error as { name?: string; message?: string };
  return `${e?.name ?? 'Error'}: ${e?.message ?? String(error)}`;
}

/** The SDK call, but settled the moment the signal aborts (whatever the SDK is doing then). */
function sendOnce(client: BedrockRuntimeClient, input: ConverseCommandInput, signal: AbortSignal): Promise<ConverseCommandOutput> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    client
      .send(new ConverseCommand(input), { abortSignal: signal })
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function sendConverse(
  client: BedrockRuntimeClient,
  input: ConverseCommandInput,
  limits: SendLimits,
  callerSignal?: AbortSignal,
): Promise<ConverseCommandOutput> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
  // The caller's signal is its own deadline (the AI call budget), so either way the answer came too late.
  const failOnAbort = (cause: unknown): never => {
    if (deadline.aborted) throw new AiProviderError('timeout', `Bedrock did not answer within ${limits.timeoutMs} ms`);
    throw new AiProviderError('timeout', `Bedrock call stopped by the caller's signal (${describe(cause)})`);
  };
  try {
    return await withRetry(
      () => {
        if (signal.aborted) failOnAbort(signal.reason);
        return sendOnce(client, input, signal);
      },
      // The first retry waits about backoffMs (with jitter), each next one twice as long.
      {
        attempts: limits.maxAttempts,
        baseMs: limits.backoffMs / 2,
        jitter: true,
        signal,
        retryable: (error) => isThrottling(error) && !signal.aborted,
      },
    );
  } catch (error) {
    if (signal.aborted) failOnAbort(error);
    if (error instanceof AiProviderError) throw error;
    if ((error as { name?: string })?.name === 'ModelTimeoutException') {
      throw new AiProviderError('timeout', `Bedrock model timed out: ${describe(error)}`);
    }
    if (isThrottling(error)) throw new AiProviderError('throttled', `Bedrock throttled ${limits.maxAttempts} attempts: ${describe(error)}`);
    throw new AiProviderError('unavailable', `Bedrock failed: ${describe(error)}`);
  }
}
