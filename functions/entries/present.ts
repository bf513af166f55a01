// The answer types of the two kinds of log: presentLog (domain/present-log.ts) answers by the stored log's collection,
// so a user input's route answers a UserInput and an entry's route a LogEntry, as their contracts say.
import type { LogEntry, UserInput } from '../../shared/schemas/logs';
import type { StoredLog } from '../data/entries';
import { presentLog } from '../domain/present-log';

export const presentUserInput = (log: StoredLog) => presentLog(log) as UserInput;
export const presentEntry = (log: StoredLog) => presentLog(log) as LogEntry;
