import {
  changeRequestDecisionSchema,
  declineEnvelopeSchema,
  errorSchema,
  signEnvelopeSchema,
  signingDocumentParamsSchema,
  signingEnvelopeViewSchema,
  signingTokenParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['signing'];
const errors = { 400: validationErrorSchema, 404: errorSchema, 410: errorSchema, 429: errorSchema };
const pdfSchema = z.string().meta({ format: 'binary', description: 'An application/pdf document' });
// The link's token is the credential (issue #21 item 3): no session, and unknown tokens from one
// address are limited by the service.
const config = { public: true };

/** A signer's steps on the portal's own signing page, by the link e-mailed to them (issue #21 item 3). */
export const signingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { ip: string }) => ({ ip: request.ip, now: new Date() });

  app.get(
    '/signing/:token/',
    {
      config,
      schema: {
        tags,
        summary: 'The envelope behind a signing link: the signer, the documents, where the others stand',
        params: signingTokenParamsSchema,
        response: { 200: signingEnvelopeViewSchema, ...errors },
      },
    },
    async (request) => app.signing.viewByToken(request.params.token, actor(request)),
  );

  app.get(
    '/signing/:token/documents/:docId/',
    {
      config,
      schema: {
        tags,
        summary: 'One document of the envelope (PDF), the sealed one once signing completed',
        params: signingDocumentParamsSchema,
        response: { 200: pdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await app.signing.documentByToken(
        request.params.token,
        request.params.docId,
        actor(request),
      );
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${name.replace(/[^\w .-]/g, '_')}"`)
          .header('Cache-Control', 'private, no-store')
          // The document's bytes: a Buffer goes out as it is, never through the JSON serializer.
          .send(pdf as unknown as string)
      );
    },
  );

  app.post(
    '/signing/:token/view/',
    {
      config,
      schema: {
        tags,
        summary: 'The signer opened the documents (recorded with time and address)',
        params: signingTokenParamsSchema,
        response: { 200: signingEnvelopeViewSchema, ...errors },
      },
    },
    async (request) => app.signing.markViewedByToken(request.params.token, actor(request)),
  );

  app.post(
    '/signing/:token/sign/',
    {
      config,
      schema: {
        tags,
        summary: 'Sign: consent to sign electronically and the full name typed as the signer’s',
        params: signingTokenParamsSchema,
        body: signEnvelopeSchema,
        response: { 200: signingEnvelopeViewSchema, ...errors },
      },
    },
    async (request) => app.signing.signByToken(request.params.token, request.body, actor(request)),
  );

  app.post(
    '/signing/:token/decline/',
    {
      config,
      schema: {
        tags,
        summary: 'Decline: signing stops for everyone and the other signers are told',
        params: signingTokenParamsSchema,
        body: declineEnvelopeSchema,
        response: { 200: changeRequestDecisionSchema, ...errors },
      },
    },
    async (request) => app.signing.declineByToken(request.params.token, request.body, actor(request)),
  );
};
