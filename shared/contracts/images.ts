// The images group's contract: a photo's bytes, or a redirect to them.
import type { GroupContract } from './contract';

export const imagesContract = {
  'GET /api/images/{path+}': { responses: { 200: 'binary', 303: 'empty' }, refusals: [404] },
} satisfies GroupContract;
