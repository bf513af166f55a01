// What an image really is, from its first bytes: the rule lives in shared/image-type.ts, since the capture card
// checks a chosen file with it too; the functions keep importing it from here.
export { IMAGE_TYPES, imageTypeOf, type ImageType } from '../../shared/image-type';
