// Starts a function asynchronously (an 'Event' invocation): Lambda queues the event, answers at once, and retries a
// failed run twice. The import job (start-import-job.ts) and the scheduler's senders (start-reminder-sender.ts) are
// started so; locally the same SDK call reaches the runtime's Invoke stand-in (local/lambda-invoke.ts).
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

let client: LambdaClient | undefined;

export async function invokeEvent(functionName: string, event: unknown): Promise<void> {
  client ??= new LambdaClient({});
  await client.send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(event)) }),
  );
}
