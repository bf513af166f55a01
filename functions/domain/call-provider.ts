// Runs one provider call inside the budget API Gateway allows, charged first and refunded on failure (its own, or
// that of the caller's writes of the answer, run as `thenStore`), with its token use recorded for the staff report and its calls, failures and latency as metrics (docs/OPERATIONS.md).
import { OPS_METRICS } from '../../shared/ops-metrics';
import { AI_CALL_BUDGET_MS } from '../../shared/plans';
import { TimedOut, Unavailable, type DomainError } from '../platform/errors';
import { logError } from '../platform/log';
import { recordMetric } from '../platform/metrics';
import type { UserRecord } from '../data/users';
import { recordUsage } from '../data/usage';
import { AiProviderError, type TokenUsage } from '../providers/ai/ai-port';
import { chargeAi, type Charge } from './charge';

export const providerTexts = {
  timeout: 'The AI took too long to answer. Please try again in a moment.',
  busy: 'The AI is busy right now. Please try again in a moment.',
} as const;

function providerFailure(error: unknown, requestId: string): DomainError {
  const failure = error instanceof AiProviderError ? error.failure : 'unavailable';
  logError({ requestId, event: 'ai-provider-failed', failure, error: (error as Error)?.name });
  if (failure === 'timeout') return new TimedOut(providerTexts.timeout);
  return new Unavailable(providerTexts.busy, 5);
}

export async function callProvider<T extends { usage: TokenUsage }>(
  user: UserRecord,
  spend: { credits: number; images: number },
  requestId: string,
  call: (signal: AbortSignal) => Promise<T>,
  options: {
    /** False for an answer that gives the person nothing (no items, no changes): it is not charged. */
    worthCharging?: (result: T) => boolean;
    /** The caller's writes of the answer (all or none): should they fail, the person gets no answer and the credit back. */
    thenStore?: (result: T) => Promise<void>;
  } = {},
): Promise<T> {
  const charge = await chargeAi(user, spend);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), AI_CALL_BUDGET_MS);
  let result: T;
  const started = Date.now();
  recordMetric(OPS_METRICS.aiProviderCalls);
  try {
    result = await call(deadline.signal);
  } catch (error) {
    recordMetric(OPS_METRICS.aiProviderFailures);
    await refund(charge, requestId);
    throw providerFailure(error, requestId);
  } finally {
    clearTimeout(timer);
    recordMetric(OPS_METRICS.aiProviderLatency, Date.now() - started, 'Milliseconds');
  }
  const charged = options.worthCharging?.(result) ?? true;
  try {
    if (!charged) await refund(charge, requestId);
    await recordUsage(user, new Date().toISOString().slice(0, 7), {
      input_tokens: result.usage.inputTokens,
      output_tokens: result.usage.outputTokens,
      images: charged ? spend.images : 0,
    });
    await options.thenStore?.(result);
  } catch (error) {
    // The usage write or the answer's own failed (a throttled table): the person gets a 503, not the answer, so nothing
    // stays charged. The tokens the provider used stay in the usage report: they were spent.
    if (charged) await refund(charge, requestId).catch(() => undefined);
    throw error;
  }
  return result;
}

/** A refund the table still refuses after the SDK's retries leaves a credit spent: logged for the people who run it. */
async function refund(charge: Charge, requestId: string): Promise<void> {
  try {
    await charge.refund();
  } catch (error) {
    logError({ requestId, event: 'ai-refund-failed', error: (error as Error)?.name });
    throw error;
  }
}
