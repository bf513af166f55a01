// The structured-data group's contracts: saving reviewed items, with or without their photo.
import { saveAnswerSchema, savePhotoItemsForm, saveRequest } from '../schemas/save';
import type { GroupContract } from './contract';

export const structuredDataContract = {
  'POST /api/structured-data/save/': { request: { json: saveRequest }, responses: { 201: saveAnswerSchema } },
  'POST /api/structured-data/save-with-image/': { request: { multipart: savePhotoItemsForm }, responses: { 201: saveAnswerSchema } },
} satisfies GroupContract;
