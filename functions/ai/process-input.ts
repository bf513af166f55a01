// POST /api/ai/process-input/: turns free text into items and proposed changes to review (nothing is saved here).
import { AI_COSTS } from '../../shared/plans';
import { processInputRequest } from '../../shared/schemas/ai-routes';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import type { AiProvider } from '../providers/ai/ai-port';
import { zoneOf } from '../domain/entry-time';
import { extractForReview } from './extract-for-review';

export function processInput(provider: () => AiProvider) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const input = parseBody(processInputRequest, request.body);
    const zone = zoneOf(input.timezone, 'timezone');
    const answer = await extractForReview(request.user!, { credits: AI_COSTS.extraction, images: 0 }, request.requestId, provider(), {
      text: input.text,
      zone,
      now: new Date(),
    });
    return { statusCode: 200, body: answer };
  };
}
