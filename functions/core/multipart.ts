// multipart/form-data bodies (photo uploads): text fields and at most one file, with size limits that
// answer 413 and malformed bodies that answer 400, never a 500.
import type busboy from 'busboy';
import { Invalid } from '../platform/errors';
import { PayloadTooLarge } from './edge-errors';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  declaredType: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export function parseMultipart(
  raw: Buffer,
  contentType: string | undefined,
  limits: { fileBytes: number; fieldBytes: number },
): Promise<MultipartForm> {
  // Required here, not imported: the groups that take photos keep busboy in a file beside their bundle (cdk/bundling.ts
  // separatePackages), read at the first upload, so no other request's cold start loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const readForm = require('busboy') as typeof busboy;
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: {} };
    let parser: busboy.Busboy;
    try {
      parser = readForm({
        headers: { 'content-type': contentType ?? '' },
        limits: { files: 1, fields: 20, fileSize: limits.fileBytes, fieldSize: limits.fieldBytes },
      });
    } catch {
      reject(new Invalid('The form could not be read.'));
      return;
    }
    let failure: Error | undefined;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new Invalid(`The field ${name} is too long.`);
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new PayloadTooLarge(limits.fileBytes);
      });
      stream.on('end', () => {
        form.files[name] = { bytes: Buffer.concat(chunks), filename: info.filename ?? '', declaredType: info.mimeType };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new Invalid('Send one file at most.');
    });
    parser.on('error', () => reject(new Invalid('The form could not be read.')));
    parser.on('close', () => (failure ? reject(failure) : resolve(form)));
    parser.end(raw);
  });
}
