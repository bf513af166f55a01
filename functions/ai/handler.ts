// The AI group's Lambda: extraction, chat and its sessions, trial status and the staff usage report.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { parseMultipart } from '../core/multipart';
import { chooseAiProvider } from '../providers/ai/choose-provider';
import { chat, chatSessionMessages, listChatSessions } from './chat';
import { processInput } from './process-input';
import { processPhotoInput } from './process-photo-input';
import { photoRoute } from '../domain/uploaded-photo';
import { trialStatus } from './trial-status';
import { usageReport } from './usage-report';

export const actions: RouteActions = {
  'POST /api/ai/process-input/': processInput(chooseAiProvider),
  'POST /api/ai/process-input-with-image/': { ...photoRoute, readForm: parseMultipart, run: processPhotoInput(chooseAiProvider) },
  'POST /api/ai/chat/': chat(chooseAiProvider),
  'GET /api/ai/chat/sessions/': listChatSessions,
  'GET /api/ai/chat/sessions/{id}/': chatSessionMessages,
  'GET /api/ai/trial-status/': trialStatus,
  'GET /api/ai/usage-report/': usageReport,
};

export const handler = createApiHandler('ai', actions);
