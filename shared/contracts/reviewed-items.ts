// The reviewed-items group's contracts: saving reviewed items, with or without their photo. The paths keep the API's
// /api/structured-data/ (docs/PRODUCT.md): a contract with clients.
import { saveAnswerSchema, savePhotoItemsForm, saveRequest } from '../schemas/save';
import type { GroupContract } from './contract';

export const reviewedItemsContract = {
  // A kept change to an entry deleted meanwhile: 404; changed meanwhile: 409 with the entry as it is now.
  'POST /api/structured-data/save/': { request: { json: saveRequest }, responses: { 201: saveAnswerSchema }, refusals: [404, 409] },
  'POST /api/structured-data/save-with-image/': {
    request: { multipart: savePhotoItemsForm },
    responses: { 201: saveAnswerSchema },
    refusals: [404, 409],
  },
} satisfies GroupContract;
