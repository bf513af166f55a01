// Starts the import-job function (issue 14) asynchronously: Lambda queues the event, answers at once, and retries
// a failed run twice (invoke-event.ts).
import { config } from '../../platform/config';
import { invokeEvent } from './invoke-event';

export type ImportStep = 'preview' | 'import';

export interface ImportJobEvent {
  userId: string;
  importId: string;
  step: ImportStep;
}

export async function startImportJob(event: ImportJobEvent): Promise<void> {
  const functionName = config().IMPORT_JOB_FUNCTION;
  if (!functionName) throw new Error('Invalid configuration: IMPORT_JOB_FUNCTION must be set');
  await invokeEvent(functionName, event);
}
