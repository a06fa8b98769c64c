import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FieldValidationError } from '../plugins/app/http-errors.js';

export const NOT_MULTIPART = 'Send the file as multipart/form-data.';
export const UNREADABLE_MULTIPART = 'The upload could not be read: send the file as multipart/form-data.';

/**
 * The first file part of a multipart request, or a 400 on `file`: a body that is not multipart,
 * or one the parser cannot read (no boundary, cut short), is the sender's mistake, not a 500.
 */
export async function firstFilePart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw FieldValidationError.field('file', NOT_MULTIPART);
  try {
    return await request.file();
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw FieldValidationError.field('file', UNREADABLE_MULTIPART);
  }
}
