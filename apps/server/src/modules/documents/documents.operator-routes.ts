import {
  DOCUMENT_MAX_SIZE_BYTES,
  errorSchema,
  idParamsSchema,
  Messages,
  operatorDocumentFieldsSchema,
  operatorDocumentBulkFieldsSchema,
  operatorDocumentBulkResultSchema,
  operatorDocumentPageSchema,
  operatorDocumentPreviewSchema,
  operatorDocumentRecipientsSchema,
  operatorDocumentSchema,
  operatorDocumentsQuerySchema,
  pageQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { discard } from './incoming-file.js';
import { firstFilePart } from '../../http/multipart-file.js';
import { pageOf } from '../../http/page-link.js';

const tags = ['operator'];

/** The text fields sent before the file; a field repeated or sent as a file counts as absent. */
function textFields(part: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      values[name] = field.value;
  }
  return values;
}

function fieldErrors(error: z.ZodError): FieldValidationError {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) (byField[String(issue.path[0] ?? 'file')] ??= []).push(issue.message);
  return new FieldValidationError(byField);
}

/**
 * Documents the provider publishes on an account (`npm run admin -- documents add|list`). The
 * upload is multipart: account, category, description and date first, then the file, which
 * streams to storage (at most 50 MB, pdf, png or jpg judged by its content).
 */
export const documentsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // fieldSize: the bulk upload's `accounts` lists account numbers (at most 16,000 characters).
    limits: { fileSize: DOCUMENT_MAX_SIZE_BYTES, files: 1, fields: 8, fieldSize: 16_384, parts: 9 },
  });

  app.post(
    '/documents/',
    {
      schema: {
        tags,
        summary: 'Publish a document on an account (multipart: account, category, description?, date?, then file)',
        consumes: ['multipart/form-data'],
        response: { 201: operatorDocumentSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const part = await firstFilePart(request);
      if (!part) throw FieldValidationError.field('file', Messages.fieldRequired);
      const fields = operatorDocumentFieldsSchema.safeParse(textFields(part));
      if (!fields.success) {
        await discard(part.file);
        throw fieldErrors(fields.error);
      }
      return reply.status(201).send(await app.documents.add(fields.data, part.file, part.filename));
    },
  );

  app.get(
    '/documents/',
    {
      schema: {
        tags,
        summary:
          'A page of every account’s documents, newest upload first by default (filters: account code, category; search: description, file name, account name)',
        querystring: operatorDocumentsQuerySchema,
        response: { 200: operatorDocumentPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.documents.operatorPage(request.query)),
  );

  app.get(
    '/accounts/:id/documents/',
    {
      schema: {
        tags,
        summary: 'A page of one account’s documents as its members see them, newest document date first',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: operatorDocumentPageSchema, 400: validationErrorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      pageOf(request.url, request.query, await app.documents.accountPage(request.params.id, request.query)),
  );

  app.post(
    '/documents/bulk/preview/',
    {
      schema: {
        tags,
        summary:
          'The accounts an upload would reach (account numbers, or every active account): count and names; changes nothing',
        body: operatorDocumentRecipientsSchema,
        response: { 200: operatorDocumentPreviewSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => app.documents.preview(request.body),
  );

  app.post(
    '/documents/bulk/',
    {
      schema: {
        tags,
        summary:
          'Publish one document on many accounts (multipart: accounts or every_active, category, description, date?, confirm_count, then file); 409 preview_stale when the count is not the preview’s',
        consumes: ['multipart/form-data'],
        response: {
          201: operatorDocumentBulkResultSchema,
          400: validationErrorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const part = await firstFilePart(request);
      if (!part) throw FieldValidationError.field('file', Messages.fieldRequired);
      const fields = operatorDocumentBulkFieldsSchema.safeParse(textFields(part));
      if (!fields.success) {
        await discard(part.file);
        throw fieldErrors(fields.error);
      }
      return reply.status(201).send(await app.documents.addToMany(fields.data, part.file, part.filename));
    },
  );
};
