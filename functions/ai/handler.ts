// The AI group's Lambda: extraction, chat and its sessions, trial status and the staff usage report. The router parses
// each request (the JSON body with the route's schema, the photo form within photoRoute's limits) and tsc checks every
// action against the group's contract (shared/contracts/ai.ts, a type-only import).
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { parseMultipart } from '../core/multipart';
import type { aiContract } from '../../shared/contracts/ai';
import { chatRequest, processInputRequest } from '../../shared/schemas/ai-routes';
import { listSessions } from '../data/chat-sessions';
import { listUsage } from '../data/usage';
import { chooseAiProvider } from '../providers/ai/choose-provider';
import { photoRoute } from '../domain/uploaded-photo';
import { chat, chatSessionMessages } from './chat';
import { processInput } from './process-input';
import { processPhotoInput } from './process-photo-input';
import { trialStatusOf } from './trial-status';

export const actions: RouteActions<typeof aiContract> = {
  'POST /api/ai/process-input/': {
    json: processInputRequest,
    run: async ({ user, body, requestId }) => ({ statusCode: 200, body: await processInput(chooseAiProvider, user, body, requestId) }),
  },
  'POST /api/ai/process-input-with-image/': {
    ...photoRoute,
    readForm: parseMultipart,
    run: async ({ user, form, requestId }) => ({
      statusCode: 200,
      body: await processPhotoInput(chooseAiProvider, user, form, requestId),
    }),
  },
  'POST /api/ai/chat/': {
    json: chatRequest,
    run: async ({ user, body, requestId }) => ({ statusCode: 200, body: await chat(chooseAiProvider, user, body, requestId) }),
  },
  'GET /api/ai/chat/sessions/': { run: async ({ user }) => ({ statusCode: 200, body: await listSessions(user.userId) }) },
  'GET /api/ai/chat/sessions/{id}/': {
    run: async ({ user, params }) => ({ statusCode: 200, body: await chatSessionMessages(user.userId, params.id) }),
  },
  'GET /api/ai/trial-status/': { run: async ({ user }) => ({ statusCode: 200, body: await trialStatusOf(user) }) },
  // Staff only (the route's access): tokens and images per user and month, newest month first.
  'GET /api/ai/usage-report/': { run: async () => ({ statusCode: 200, body: await listUsage() }) },
};

export const handler = createApiHandler('ai', actions);
