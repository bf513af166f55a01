// POST /user-inputs/: records the text an entry came from (SPEC.md §7 "Logs"); answers the input with its id.
import useSWRMutation from 'swr/mutation';
import { USER_INPUTS } from '@shared/log-types';
import type { UserInput } from '@shared/schemas/logs';
import { api } from '@/lib/api-client';
import { collectionPath } from './paths';

export interface UserInputRequest {
  raw_text: string;
  timezone: string;
}

export const createUserInput = (body: UserInputRequest) => api.post<UserInput>(collectionPath(USER_INPUTS), body);

export function useCreateUserInput() {
  return useSWRMutation(['create-user-input'], (_key, { arg }: { arg: UserInputRequest }) => createUserInput(arg));
}
