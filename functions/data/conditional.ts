// Conditional writes: a failed condition is an answer (false, or a fallback), never an error to handle at each call.
import { isConditionFailure } from './client';

/** The write's result, or `fallback` when its condition failed; any other failure is thrown. */
export async function onConditionFailed<T, F>(write: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return fallback;
    throw error;
  }
}

/** True when the write was applied, false when its condition failed; any other failure is thrown. */
export const ifCondition = (write: Promise<unknown>): Promise<boolean> =>
  onConditionFailed(
    write.then(() => true),
    false,
  );
