// POST /api/ai/chat/: an answer from the person's own data (the days its question names; in analyze mode, and for a
// question about what goes with what or what to change, the insights of that period too) with the entries it cites;
// a new session when session_id is absent (titled from the first message), and the exchange kept in the session's
// history, cites included. A question about an experiment gets its notes too (chat-experiments.ts).
import { ulid } from 'ulid';
import { AI_COSTS } from '../../shared/plans';
import type * as z from 'zod';
import type { chatRequest } from '../../shared/schemas/ai-routes';
import { NotFound } from '../platform/errors';
import { listMessages } from '../data/chat-messages';
import { findSession, storeExchange, type ChatSession } from '../data/chat-sessions';
import type { UserRecord } from '../data/users';
import { ENTRY_ID } from '../domain/entry-id';
import { zoneOf } from '../domain/entry-time';
import type { AiProvider } from '../providers/ai/ai-port';
import { callProvider } from '../domain/call-provider';
import { unitSystemOf } from '../../shared/measures';
import { asksAboutFindings } from '../../shared/findings-question';
import { questionPeriod } from '../../shared/question-period';
import { toZonedIso } from '../../shared/time';
import { keptCites } from './chat-cites';
import { boundedHistory, HISTORY_MESSAGES } from './chat-history';
import { chatExperiments } from './chat-experiments';
import { contextEntries, firstContextDay } from './context-entries';
import { analyzeDays, healthFigures } from './health-figures';

const TITLE_LENGTH = 60;

export function titleOf(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/** The question as the router parsed it (chatRequest), for the caller; `requestId` names the call in the log. */
export async function chat(provider: () => AiProvider, user: UserRecord, input: z.output<typeof chatRequest>, requestId: string) {
  const zone = zoneOf(input.timezone ?? input.device_locale_info?.timezone, 'timezone');
  const analyze = input.analyze_my_health === true;
  let session: ChatSession | undefined;
  if (input.session_id) {
    session = ENTRY_ID.test(input.session_id) ? await findSession(user.userId, input.session_id) : undefined;
    if (!session) throw new NotFound();
  }
  // The stored history is the truth; a new chat may bring the client's copy of what was said.
  // Either way, only the newest messages within a character budget: one credit buys a bounded input (chat-history.ts).
  const history = boundedHistory(session ? await listMessages(session.id, HISTORY_MESSAGES) : (input.history ?? []));
  const now = new Date();
  const today = toZonedIso(now.getTime(), zone).slice(0, 10);
  // The period the question names sets the days read; analyze mode reads the insights of the nearest period, and so
  // does a question about what goes with what ("does wine affect my sleep?"): it is answered from the findings
  // /analytics shows, never from a summary of the entries (docs/AI.md "Chat").
  const period = questionPeriod(input.query, zone, now);
  const days = analyze || asksAboutFindings(input.query, history) ? analyzeDays(period, today) : undefined;
  const firstDay = firstContextDay(today, period, days);
  const [entries, figures, experiments] = await Promise.all([
    contextEntries(user.userId, firstDay, today, zone),
    days ? healthFigures(user.userId, days, zone, now) : undefined,
    chatExperiments(user.userId, input.query, now.getTime()),
  ]);
  const units = unitSystemOf(input.device_locale_info?.locale ?? '');
  const isNew = !session;
  const stored = session ?? { id: ulid(), title: titleOf(input.query), start_time: now.toISOString() };
  // The exchange is written inside the call's refund scope: should the table refuse it, the credit comes back.
  const answer = await callProvider(
    user,
    { credits: analyze ? AI_COSTS.analyzeChat : AI_COSTS.chat, images: 0 },
    requestId,
    async (signal) => {
      const said = await provider().chat({ query: input.query, history, zone, now, entries, analyze, figures, units, experiments }, signal);
      return { ...said, cites: keptCites(said.cites, entries, zone, firstDay) };
    },
    {
      thenStore: ({ text, cites }) =>
        storeExchange(user.userId, stored, isNew, [
          { role: 'user', content: input.query },
          { role: 'assistant', content: text, ...(cites.length ? { cites } : {}) },
        ]),
    },
  );
  return { response: answer.text, session_id: stored.id, cites: answer.cites };
}

/** Own sessions only: another person's id is a 404, like an unknown one (S20). */
export async function chatSessionMessages(userId: string, id: string) {
  const session = ENTRY_ID.test(id) ? await findSession(userId, id) : undefined;
  if (!session) throw new NotFound();
  return listMessages(session.id);
}
