// The app's own CloudWatch metrics: one list for the functions that publish them (embedded metric format) and the
// stack that alarms and draws on them (cdk/monitoring.ts). Change a name here and both sides follow.

/** Every metric below lives in this namespace; it keeps the product's earlier name, as dashboards and alarms read it (docs/DEPLOY.md "Names"). */
export const OPS_NAMESPACE = 'HealthTracker';

/**
 * Dimensions. `Route` is the route key as API Gateway sends it (`POST /api/logs/`, never a path with ids);
 * `Group` is the resource group (one Lambda, shared/route-paths.ts). The alarms read the metrics WITHOUT a
 * dimension, so every metric is also published with an empty dimension set (EMF `Dimensions: [[], ...]`).
 */
export const OPS_DIMENSIONS = { route: 'Route', group: 'Group' } as const;

/**
 * name → what one data point counts (all Count unless noted). Published per request or per event:
 * - Requests: an API request answered by a function (dimension Route).
 * - Errors: an answer with status 500 or higher (dimension Route); 4xx are the caller's and not counted.
 * - AiProviderCalls: a call to the AI provider (extract, chat, report...), answered or not (dimension Route).
 * - AiProviderFailures: such a call that failed: error, timeout or an answer that did not parse (dimension Route).
 * - AiProviderLatency: milliseconds one provider call took (unit Milliseconds, dimension Route).
 * - CreditsRefused: an AI call refused because the user's credits do not cover it (dimension Route).
 * - WebhookFailures: a Stripe webhook event the app could not apply (bad signature, unknown account, error);
 *   Stripe retries it, but a steady stream means payments are no longer reaching accounts.
 * - ReminderSends: a reminder's send the scheduler made (pushed to a device or mailed), per run (dimension Group).
 * - ReminderSendFailures: a send no device took (the push service failed) or a reminder the run could not finish;
 *   the next dose or repeat follows, but a steady stream means reminders are not arriving (docs/REMINDERS.md).
 */
export const OPS_METRICS = {
  requests: 'Requests',
  errors: 'Errors',
  aiProviderCalls: 'AiProviderCalls',
  aiProviderFailures: 'AiProviderFailures',
  aiProviderLatency: 'AiProviderLatency',
  creditsRefused: 'CreditsRefused',
  webhookFailures: 'WebhookFailures',
  reminderSends: 'ReminderSends',
  reminderSendFailures: 'ReminderSendFailures',
} as const;

export type OpsMetricName = (typeof OPS_METRICS)[keyof typeof OPS_METRICS];
