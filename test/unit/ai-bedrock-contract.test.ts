// The Bedrock adapter passes the AI port's contract: the real SDK talks to a Converse fake that answers with what the
// local adapter makes of the request it received, so the prompt's zone, now, fenced text, image and entries must all arrive.
import { bedrockAi } from '../../functions/providers/ai/bedrock';
import { localAi } from '../../functions/providers/ai/local';
import { aiProviderContract } from './support/ai-contract';
import { clientFor, delegateTo, startFakeConverse } from './support/fake-converse';

aiProviderContract('bedrock (Converse fake delegating to the local adapter)', async () => {
  const fake = await startFakeConverse();
  fake.respondWith(delegateTo(localAi()));
  return { provider: bedrockAi({ modelId: 'amazon.nova-lite-v1:0', client: clientFor(fake) }), teardown: () => fake.close() };
});
