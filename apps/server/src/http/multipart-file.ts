import { FILE_MAX_SIZE_BYTES, FILE_MAX_SIZE_MB, Messages } from '@portal/contract';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * The first file part read whole, with the name the user gave it (a `file_name` field sent before
 * the file, else the part's file name); undefined when the body has no file. A file past the
 * parser's size limit is a 400 on `file` with the spec's message.
 */
export async function readFirstFile(
  request: FastifyRequest,
): Promise<{ content: Buffer; fileName: string | undefined } | undefined> {
  const part = await firstFilePart(request);
  if (!part) return undefined;
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw FieldValidationError.field('file', Messages.maxFileSize(FILE_MAX_SIZE_MB));
    throw error;
  }
  const named = part.fields.file_name;
  const fileName = named && 'value' in named && typeof named.value === 'string' ? named.value : part.filename;
  return { content, fileName };
}

/**
 * Multipart parsing for a route scope that takes one user file of at most 10 MB and a few small
 * fields (identity documents, certificates and deeds, bank statements): the parser stops reading
 * past that, so an oversized upload costs nothing.
 */
export async function acceptSingleFileUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_SIZE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
}
