// POST /user-inputs/: records the text an entry came from (docs/PRODUCT.md "Logs"); answers the input with its id.
import type { UserInput } from '@/lib/api-contract.generated';
import { callApi, type BodyOf } from '@/lib/call-api';

export type UserInputRequest = BodyOf<'createUserInputs'>;

export const createUserInput = (body: UserInputRequest): Promise<UserInput> => callApi('createUserInputs', { body });
