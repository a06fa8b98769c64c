import { bankAccountDocumentSchema, errorSchema, idParamsSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptSingleFileUpload, readFirstFile } from '../../http/multipart-file.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['bank-accounts'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Bank statements (spec 2 §7 "Bank documents"): uploaded before the bank account is saved (its
 * `document_file` names one), deleted by their owner while unused. Their content is served to the
 * owner with their other files, and to the account's people with the bank account.
 */
export const bankAccountDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptSingleFileUpload(app);

  app.post(
    '/accounts/bank-account-documents/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Upload a bank statement (multipart: file): pdf, png or jpg by content, at most 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: bankAccountDocumentSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await app.bankAccountDocuments.upload(requireAuth(request).subject.id, () =>
        readFirstFile(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/accounts/bank-account-documents/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Delete one of the person’s statements that no bank account or open request uses',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.bankAccountDocuments.remove(requireAuth(request).subject.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
