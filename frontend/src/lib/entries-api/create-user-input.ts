// POST /user-inputs/: records the text an entry came from (docs/PRODUCT.md "Logs"); answers the input with its id.
import type { UserInput } from '@/lib/api-contract.generated';
import { callApi, type BodyOf } from '@/lib/call-api';
import * as entriesOps from '@/lib/operations/entries.generated';

export type UserInputRequest = BodyOf<'createUserInputs'>;

export const createUserInput = (body: UserInputRequest): Promise<UserInput> => callApi(entriesOps.createUserInputs, { body });
