import { detailSchema, errorSchema, idParamsSchema, uploadedFileSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { FILE_TOO_LARGE } from './uploaded-files.service.js';
import { acceptSingleFileUpload, firstFilePart } from '../../http/multipart-file.js';

const tags = ['files'];

/**
 * Identity documents (spec 1 §7: POST personal-document as multipart, DELETE by id). Files
 * belong to the user the request concerns (the managed client when staff act for one) and are
 * served only to them.
 */
export const personalDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptSingleFileUpload(app);

  app.post(
    '/profiles/personal-document/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Upload an identity document (multipart: file, file_name): pdf, png or jpg by content, at most 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFileSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { subject } = requireAuth(request);
      const part = await firstFilePart(request);
      if (!part) throw FieldValidationError.field('file', 'This field is required');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw FieldValidationError.field('file', FILE_TOO_LARGE);
        throw error;
      }
      const named = part.fields.file_name;
      const fileName = named && 'value' in named && typeof named.value === 'string' ? named.value : part.filename;
      return reply.status(201).send(await app.uploadedFiles.upload(subject.id, content, fileName));
    },
  );

  app.delete(
    '/profiles/personal-document/:id/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Delete one of the user’s documents',
        params: idParamsSchema,
        response: { 200: detailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await app.uploadedFiles.remove(requireAuth(request).subject.id, request.params.id);
      return { detail: 'The document has been deleted.' };
    },
  );

  app.get(
    '/profiles/personal-document/:id/file/',
    {
      config: { actingForClient: 'client' },
      schema: { tags, summary: 'The document’s content, to its owner only', params: idParamsSchema },
    },
    async (request, reply) => {
      const { row, stream } = await app.uploadedFiles.open(requireAuth(request).subject.id, request.params.id);
      return reply
        .type(row.contentType)
        .header('Content-Disposition', `attachment; filename="${row.fileName.replace(/"/g, '')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
