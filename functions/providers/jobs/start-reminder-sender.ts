// Hands one chunk of a busy minute's reminders to a sender function (functions/scheduler/send-handler.ts,
// cdk/scheduler.ts), asynchronously: Lambda queues it and retries a failed run twice (invoke-event.ts).
import type { ReminderRef } from '../../data/reminders';
import { invokeEvent } from './invoke-event';

/** What a sender is invoked with: the UTC minute (`2026-03-08T08:00`) and its chunk's reminders. */
export interface SenderEvent {
  minute: string;
  reminders: ReminderRef[];
}

export const reminderSender =
  (functionName: string) =>
  (event: SenderEvent): Promise<void> =>
    invokeEvent(functionName, event);
