// Starts the import-job function (issue 14) asynchronously: Lambda queues the event, answers at once, and retries
// a failed run twice. Locally the same SDK call reaches the runtime's Invoke stand-in (local/lambda-invoke.ts).
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../../platform/config';

export type ImportStep = 'preview' | 'import';

export interface ImportJobEvent {
  userId: string;
  importId: string;
  step: ImportStep;
}

let client: LambdaClient | undefined;

export async function startImportJob(event: ImportJobEvent): Promise<void> {
  const functionName = config().IMPORT_JOB_FUNCTION;
  if (!functionName) throw new Error('Invalid configuration: IMPORT_JOB_FUNCTION must be set');
  client ??= new LambdaClient({});
  await client.send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(event)) }),
  );
}
