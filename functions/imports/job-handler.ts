// The import-job function (issue 14, cdk/import-job.ts): started asynchronously by the imports group with
// {userId, importId, step}; reads the uploaded file from S3 as a stream and previews it or writes its entries.
import type { Context } from 'aws-lambda';
import { config } from '../platform/config';
import { logError, logInfo, hashedUserId } from '../platform/log';
import { startImportJob, type ImportJobEvent } from '../providers/jobs/start-import-job';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { restoreItem, restoredImageUrl } from './backup/restore-items';
import { runImportJob, type JobDeps } from './job/run-job';

config(); // a missing or invalid variable fails the cold start, naming it

const images = imagesStorage();
const deps: JobDeps = {
  transfers: exportsStorage(),
  restore: (userId, item, options) => restoreItem(userId, item, images, options),
  imageUrl: restoredImageUrl,
  startAgain: startImportJob,
};

export async function handler(event: ImportJobEvent, context: Context): Promise<void> {
  const started = Date.now();
  const line = {
    group: 'import-job',
    step: event.step,
    import: event.importId,
    user: hashedUserId(event.userId),
    request: context.awsRequestId,
  };
  try {
    await runImportJob(event, context.awsRequestId, () => context.getRemainingTimeInMillis(), deps);
    logInfo({ ...line, ms: Date.now() - started });
  } catch (error) {
    logError({ ...line, ms: Date.now() - started, error: (error as Error).name });
    throw error; // Lambda retries the run (twice); it resumes from its saved point
  }
}
