// The local AI adapter passes the AI port's contract, the same suite the Bedrock adapter runs.
import { localAi } from '../../functions/providers/ai/local';
import { aiProviderContract } from './support/ai-contract';

aiProviderContract('local', async () => ({ provider: localAi() }));
