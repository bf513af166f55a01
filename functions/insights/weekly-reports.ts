// The weekly report (docs/INSIGHTS.md "Weekly report"): POST writes one from the figures of the last 7 days against
// the 28 before (1 credit, given back if the AI fails) and stores it, with the week's medications and experiments beside
// the figures (never given to the AI: their names are the person's words); GET lists them and reopens one, own ones only.
import { ulid } from 'ulid';
import { AI_COSTS } from '../../shared/plans';
import type * as z from 'zod';
import type { reportRequest, WeeklyReport } from '../../shared/schemas/insights-reports';
import { NotFound } from '../platform/errors';
import { listExperiments } from '../data/experiments';
import { findReport, putReport } from '../data/reports';
import { experimentNotes, livedIn } from '../domain/experiment-records/notes';
import type { UserRecord } from '../data/users';
import { callProvider } from '../domain/call-provider';
import { ENTRY_ID } from '../domain/entry-id';
import { zoneOf } from '../domain/entry-time';
import { insightsOfEntries, readPeriod } from '../domain/insights/insights-of';
import { intakeTargetsOf } from '../domain/insights/intake-targets';
import { weekAdherence } from '../domain/reminders/medication-adherence';
import { WEEK_DAYS, weeklyFigures } from '../domain/insights/weekly-figures';
import type { AiProvider } from '../providers/ai/ai-port';

/** Findings come from 90 days (as the page's 90-day view): more days, fewer findings by chance than 35 would give. */
const FINDINGS_DAYS = 90;

export async function writeWeeklyReport(
  provider: () => AiProvider,
  user: UserRecord,
  input: z.infer<typeof reportRequest>,
  requestId: string,
): Promise<WeeklyReport> {
  {
    const zone = zoneOf(input.timezone, 'timezone');
    const now = Date.now();
    // One read of the 90 days: the week is its last 7.
    const { period, entries } = await readPeriod(user.userId, FINDINGS_DAYS, zone, now);
    const figures = weeklyFigures(
      insightsOfEntries(entries, period, zone),
      insightsOfEntries(entries, period.slice(-WEEK_DAYS), zone),
      intakeTargetsOf(user, now),
    );
    const [medications, experiments] = await Promise.all([
      weekAdherence(user.userId, { ...figures.week, zone }, now),
      listExperiments(user.userId).then((all) =>
        experimentNotes(
          user.userId,
          all.filter((experiment) => livedIn(experiment, figures.week, now)),
          now,
        ),
      ),
    ]);
    const id = ulid(now);
    const reportOf = (written: { title: string; text: string }): WeeklyReport => ({
      id,
      created_at: new Date(now).toISOString(),
      period: { first_day: figures.week.first_day, last_day: figures.week.last_day, timezone: zone },
      title: written.title,
      text: written.text,
      figures,
      medications,
      experiments,
    });
    const report = reportOf(
      await callProvider(
        user,
        { credits: AI_COSTS.weeklyReport, images: 0 },
        requestId,
        (signal) => provider().report({ figures }, signal),
        {
          // Stored either way, but a report of 35 days without a single entry gives nothing to pay for.
          worthCharging: () => figures.logging.week_entries + figures.logging.before_entries > 0,
          // Stored inside the call: should the write fail, the person gets a 503 and the credit back.
          thenStore: (written) => putReport(user.userId, reportOf(written)),
        },
      ),
    );
    return report;
  }
}

/** Own reports only: another person's id is a 404, like an unknown one. */
export async function weeklyReport(userId: string, id = ''): Promise<WeeklyReport> {
  const report = ENTRY_ID.test(id) ? await findReport(userId, id) : undefined;
  if (!report) throw new NotFound();
  return report;
}
