import {
  errorSchema,
  idParamsSchema,
  operatorEnvelopeReminderSchema,
  operatorEnvelopeSchema,
  operatorEnvelopesQuerySchema,
  operatorEnvelopePageSchema,
  operatorEnvelopeVoidSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** Signing envelopes for staff (`npm run admin -- signing list|show|remind|void`), issue #21 item 2. */
export const signingOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signing/envelopes/',
    {
      schema: {
        tags,
        summary:
          'A page of the signing envelopes, newest first by default, with where each signer stands (status and account filter; search by account or signer)',
        querystring: operatorEnvelopesQuerySchema,
        response: { 200: operatorEnvelopePageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.envelopesAdmin.page(request.query)),
  );

  app.get(
    '/signing/envelopes/:id/',
    {
      schema: {
        tags,
        summary: 'One envelope: its signers, documents with their SHA-256 and its history',
        params: idParamsSchema,
        response: { 200: operatorEnvelopeSchema, ...errors },
      },
    },
    async (request) => app.envelopesAdmin.show(request.params.id),
  );

  app.post(
    '/signing/envelopes/:id/remind/',
    {
      schema: {
        tags,
        summary: 'E-mail every signer still to answer again (a fresh link on the portal’s own signing pages)',
        params: idParamsSchema,
        response: { 200: operatorEnvelopeReminderSchema, ...errors },
      },
    },
    async (request) => app.envelopesAdmin.remind(request.params.id),
  );

  app.post(
    '/signing/envelopes/:id/void/',
    {
      config: { auditSubject: (request) => app.envelopesAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Withdraw an envelope still out for signature (also at DocuSign); its signers are told the reason',
        params: idParamsSchema,
        body: operatorEnvelopeVoidSchema,
        response: { 200: operatorEnvelopeSchema, ...errors, 503: errorSchema },
      },
    },
    async (request) => app.envelopesAdmin.void(request.params.id, request.body.reason),
  );
};
