// Import jobs (the entity `import-job`; issue 14, docs/IMPORT.md), in the user's partition (account deletion empties it). Every change of a
// job's status is a conditional write on the status it expects, and a running job's writes are conditional on its
// run id: a resumed run takes over, and the run it replaced stops at its next write.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportSource } from '../../shared/imports/imported-entry';
import type { CsvMappingBody, ImportPreview, ImportStatus, ProfileChoice } from '../../shared/schemas/imports';
import { db, tableName } from './client';
import { onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryUpTo } from './pages';

export interface ImportProgress {
  done: number;
  added: number;
  existing: number;
  total: number | null;
}

export interface StoredImportJob {
  userId: string;
  id: string;
  kind: ImportSource;
  file_name: string;
  size: number;
  timezone: string;
  status: ImportStatus;
  preview: ImportPreview | null;
  /** A generic CSV's mapping, as the person last chose it. */
  mapping: CsvMappingBody | null;
  /** A backup's profile at confirm: keep the account's settings (absent or null: keep) or take the backup's. */
  profile_choice?: ProfileChoice | null;
  progress: ImportProgress;
  /** Items of the file handled and saved: a resumed run skips this many before writing. */
  resume_at: number;
  /** The run that may write (the Lambda request id of the job's current invocation). */
  run_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export const importJobEntity = defineEntity<StoredImportJob>()({ name: 'import-job', version: 1, expires: 'never' });

const strip = importJobEntity.fromItem;

export async function insertImportJob(job: StoredImportJob): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: importJobEntity.toItem(keys.importJob(job.userId, job.id), job),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findImportJob(userId: string, id: string): Promise<StoredImportJob | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.importJob(userId, id), ConsistentRead: true }));
  return Item ? strip(Item) : undefined;
}

/** The newest `limit` jobs, newest first. */
export async function listImportJobs(userId: string, limit: number): Promise<StoredImportJob[]> {
  const { items } = await queryUpTo(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.importJobPrefix },
      ScanIndexForward: false,
    },
    limit,
  );
  return items.map(strip);
}

export interface JobChange {
  /** Applied only while the job is in one of these statuses... */
  from?: readonly ImportStatus[];
  /** ...and (a running job's writes) still belongs to this run. */
  run?: string;
  /** ...and was last changed at this time (the one read, so nothing moved in between). */
  updatedAt?: string;
  set: Partial<Omit<StoredImportJob, 'userId' | 'id' | 'created_at'>>;
}

/** The job after the change, or undefined when its conditions failed (it moved on, was taken over or deleted). */
export async function changeImportJob(userId: string, id: string, change: JobChange): Promise<StoredImportJob | undefined> {
  const set = { ...change.set, updated_at: change.set.updated_at ?? new Date().toISOString() };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(set).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const conditions = ['attribute_exists(PK)'];
  if (change.from) {
    names['#status'] = 'status';
    conditions.push(`#status IN (${change.from.map((status, i) => ((values[`:f${i}`] = status), `:f${i}`)).join(', ')})`);
  }
  if (change.run !== undefined) {
    names['#run'] = 'run_id';
    values[':run'] = change.run;
    conditions.push('#run = :run');
  }
  if (change.updatedAt !== undefined) {
    names['#updated'] = 'updated_at';
    values[':updated'] = change.updatedAt;
    conditions.push('#updated = :updated');
  }
  const write = db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.importJob(userId, id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  const result = await onConditionFailed(write, undefined);
  return result?.Attributes ? strip(result.Attributes) : undefined;
}

export async function removeImportJob(userId: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.importJob(userId, id) }));
}
