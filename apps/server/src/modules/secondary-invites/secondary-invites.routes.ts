import {
  errorSchema,
  forbiddenWithContactSchema,
  inviteSignUpSchema,
  invitePhoneSchema,
  secondaryActivateSchema,
  secondaryConfirmPhoneSchema,
  secondaryInviteSchema,
  secondaryInviteSignedInSchema,
  secondaryInviteTokenParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { flowContextFor } from '../invitations/index.js';

const tags = ['secondary invitations'];
const errors = { 400: validationErrorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema, 429: errorSchema };
const base = '/auth/secondary-users-invites';
// Every public step is called with the link's token, which is the credential (spec 1 §7 {id}).
const params = z.object({ id: secondaryInviteTokenParamsSchema.shape.token });

/** The invitee's steps of a secondary-user invitation (spec 1 §7 Secondary invite). */
export const secondaryInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true };
  const flow = () => app.secondaryInviteFlow;
  const ctx = async (request: Parameters<typeof flowContextFor>[1], token: string) =>
    flowContextFor(app, request, (await app.secondaryInvites.mustFindByToken(token)).tenantId);

  app.get(
    `${base}/`,
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Invitations sent to the signed-in user’s e-mail address',
        response: { 200: z.array(secondaryInviteSchema), 401: errorSchema },
      },
    },
    async (request) => app.secondaryInvites.forEmail(requireAuth(request).user.email, new Date()),
  );

  app.get(
    `${base}/:id/`,
    {
      config,
      schema: {
        tags,
        summary: 'The invitation behind a link',
        params,
        response: { 200: secondaryInviteSchema, ...errors },
      },
    },
    async (request) => app.secondaryInvites.publicView(request.params.id, new Date()),
  );

  app.post(
    `${base}/:id/accept_toc/`,
    {
      config,
      schema: {
        tags,
        summary: 'Accept the terms: -> password_reset, or activation for someone already registered',
        params,
        response: { 200: secondaryInviteSchema, ...errors },
      },
    },
    async (request) => flow().acceptTerms(request.params.id, new Date()),
  );

  app.post(
    `${base}/:id/set-password/`,
    {
      config,
      schema: {
        tags,
        summary: 'Set a password with the invitation’s e-mail and phone: -> confirm_phone_number, an SMS code follows',
        params,
        body: inviteSignUpSchema,
        response: { 200: secondaryInviteSchema, ...errors, 403: forbiddenWithContactSchema },
      },
    },
    async (request) =>
      flow().setPassword(request.params.id, request.body, await ctx(request, request.params.id), new Date()),
  );

  app.post(
    `${base}/:id/confirm-phone-number/`,
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the phone with the SMS code: the user is signed in and fills in their details',
        params,
        body: secondaryConfirmPhoneSchema,
        response: { 200: secondaryInviteSignedInSchema, ...errors },
      },
    },
    async (request) =>
      flow().confirmPhone(request.params.id, request.body, await ctx(request, request.params.id), new Date()),
  );

  app.post(
    `${base}/:id/resend-phone-number-confirmation/`,
    {
      config,
      schema: {
        tags,
        summary: 'Send the SMS code again (not inside the resend timeout)',
        params,
        body: invitePhoneSchema,
        response: { 200: z.object({ detail: z.string() }), ...errors },
      },
    },
    async (request) =>
      flow().resendPhone(
        request.params.id,
        request.body.phone_number,
        await ctx(request, request.params.id),
        new Date(),
      ),
  );

  app.post(
    `${base}/:id/activate/`,
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Someone already registered accepts while signed in; the link’s token comes in the body',
        params: z.object({ id: z.uuid() }),
        body: secondaryActivateSchema,
        response: { 200: secondaryInviteSchema, ...errors, 401: errorSchema },
      },
    },
    async (request) => flow().activate(request.params.id, request.body.token, requireAuth(request).user, new Date()),
  );
};
