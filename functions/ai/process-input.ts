// POST /api/ai/process-input/: turns free text into items and proposed changes to review (nothing is saved here).
import * as z from 'zod';
import { RAW_TEXT_MAX } from '../../shared/log-limits';
import { AI_COSTS } from '../../shared/plans';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import type { AiProvider } from '../providers/ai/ai-port';
import { zoneOf } from '../logs/entry-time';
import { extractForReview } from './extract-for-review';

const processInputRequest = z.object({
  text: z.string('This field is required.').trim().min(1, 'Please enter some text or select an image').max(RAW_TEXT_MAX),
  timezone: z.string().max(64).nullable().optional(),
});

export function processInput(provider: () => AiProvider) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const input = parseBody(processInputRequest, request.body);
    const zone = zoneOf(input.timezone, 'timezone');
    const answer = await extractForReview(request.user!, { credits: AI_COSTS.extraction, images: 0 }, request.requestId, provider(),
      { text: input.text, zone, now: new Date() });
    return { statusCode: 200, body: answer };
  };
}
