import {
  AttachmentKind,
  accountAttachmentListSchema,
  accountAttachmentSchema,
  accountFileParamsSchema,
  certificateTemplateSchema,
  detailSchema,
  errorSchema,
  idParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSingleFileUpload, readFirstFile } from '../../http/multipart-file.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { attachmentDisposition } from '../documents/index.js';
import { ATTACHMENT_PATH } from './account-attachments.service.js';
import { CERTIFICATE_TEMPLATE_FILE_NAME, certificateTemplate } from './certificate-template.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const TEMPLATE_FILE_URL = '/api/accounts/certificate-template/file/';

const NOUN: Record<AttachmentKind, { one: string; many: string }> = {
  certificate: { one: 'wholesale investor certificate', many: 'wholesale investor certificates (at most 10)' },
  deed: { one: 'trust deed', many: 'trust deeds of an SMSF or a trust (at most 5)' },
};

/**
 * An account's wholesale investor certificates and trust deeds (spec 2 §7 "Certificates",
 * "Deeds"): list, upload (multipart: file, optional file_name; pdf, png or jpg by content, at most
 * 10 MB), the content of one, delete; and the blank certificate template. Reads follow a client
 * staff act for; changes are the client's own.
 */
export const accountAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptSingleFileUpload(app);

  app.get(
    '/accounts/certificate-template/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Where the blank wholesale investor certificate (s708(8)(c)) is served',
        response: { 200: certificateTemplateSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ certificate_template: TEMPLATE_FILE_URL }),
  );

  app.get(
    '/accounts/certificate-template/file/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The blank wholesale investor certificate as a PDF (the same for everyone)',
      },
    },
    async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(CERTIFICATE_TEMPLATE_FILE_NAME))
        .header('Cache-Control', 'public, max-age=86400')
        .send(await certificateTemplate()),
  );

  for (const kind of Object.values(AttachmentKind)) {
    const base = `/accounts/:id/${ATTACHMENT_PATH[kind]}/`;
    const noun = NOUN[kind];

    app.get(
      base,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: `The account’s ${noun.many}, oldest first`,
          params: idParamsSchema,
          response: { 200: accountAttachmentListSchema, ...oneAccount },
        },
      },
      async (request) => app.accountAttachments.list(requireAuth(request).subject.id, request.params.id, kind),
    );

    app.post(
      base,
      {
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: `Upload a ${noun.one} (multipart: file, file_name): pdf, png or jpg by content, at most 10 MB; only with signing authority`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 201: accountAttachmentSchema, ...oneAccount },
        },
      },
      async (request, reply) => {
        const userId = requireAuth(request).subject.id;
        const created = await app.accountAttachments.upload(userId, request.params.id, kind, () =>
          readFirstFile(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      `${base}:file_id/`,
      {
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: `Delete one of the account’s ${noun.one} files; only with signing authority`,
          params: accountFileParamsSchema,
          response: { 200: detailSchema, ...oneAccount },
        },
      },
      async (request) => {
        const { id, file_id } = request.params;
        await app.accountAttachments.remove(requireAuth(request).subject.id, id, kind, file_id);
        return { detail: 'The file has been deleted.' };
      },
    );

    app.get(
      `${base}:file_id/file/`,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: `The content of one of the account’s ${noun.one} files, to the people on the account only`,
          params: accountFileParamsSchema,
        },
      },
      async (request, reply) => {
        const { id, file_id } = request.params;
        const { row, stream } = await app.accountAttachments.open(requireAuth(request).subject.id, id, kind, file_id);
        return reply
          .type(row.contentType)
          .header('Content-Disposition', attachmentDisposition(row.fileName).replace(/^attachment/, 'inline'))
          .header('Cache-Control', 'private, no-store')
          .send(stream);
      },
    );
  }
};
