import {
  activateInviteSchema,
  errorSchema,
  INVITATION_API_VERSION,
  inviteEmailChangeSchema,
  invitePhoneSchema,
  inviteSignedInSchema,
  inviteSignUpSchema,
  inviteUuidParamsSchema,
  registrationInviteSchema,
  twoFactorConfirmSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { flowContextFor, type FlowContext } from './contact-codes.js';

const tags = ['invitations'];
const errors = { 400: validationErrorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema, 429: errorSchema };
const schema = (summary: string) => ({
  tags,
  summary,
  params: inviteUuidParamsSchema,
  response: { 200: registrationInviteSchema, ...errors },
});
const withBody = <B extends z.ZodType>(summary: string, body: B) => ({ ...schema(summary), body });

/**
 * The public registration steps, reached from the invitation link (no session yet; the
 * invitation's state is the credential), and activate-user, which someone who already has a
 * sign-in takes signed in. Paths as spec 1 §7 names them.
 */
export const invitationFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest, uuid: string): Promise<FlowContext> =>
    app.invitations.mustFind(uuid).then((row) => flowContextFor(app, request, row.tenantId));
  const config = { public: true };

  app.post(
    '/auth/registration-invites/:uuid/invite-opened/',
    {
      config,
      schema: schema('The welcome screen showed: records when the link was first opened; the step does not move'),
    },
    async (request) => app.invitationFlow.opened(request.params.uuid, new Date()),
  );

  app.post(
    '/auth/registration-invites/:uuid/accept-toc/',
    {
      config,
      schema: schema(
        `Accept the terms and conditions and the privacy policy: welcome -> enter_code (sent with Accept version ${INVITATION_API_VERSION})`,
      ),
    },
    async (request) => app.invitationFlow.acceptTerms(request.params.uuid, new Date()),
  );

  app.post(
    '/auth/registration-invites/:uuid/activate-invite/',
    {
      config,
      schema: withBody(
        'Check the 12-digit invitation code (5 wrong entries end it): -> sign_up, or login when the e-mail address already has a sign-in',
        activateInviteSchema,
      ),
    },
    async (request) => app.invitationFlow.activate(request.params.uuid, request.body.code, new Date()),
  );

  app.post(
    '/auth/wizard/:uuid/sign-up/',
    {
      config,
      schema: withBody(
        'Create the account with the invitation’s e-mail and phone; an e-mail code follows',
        inviteSignUpSchema,
      ),
    },
    async (request) =>
      app.invitationFlow.signUp(request.params.uuid, request.body, await ctx(request, request.params.uuid), new Date()),
  );

  app.post(
    '/auth/wizard/:uuid/confirm-email-address-by-code/',
    {
      config,
      schema: withBody(
        'Confirm the e-mail with its code: -> confirm_phone_number, an SMS code follows',
        twoFactorConfirmSchema,
      ),
    },
    async (request) =>
      app.invitationFlow.confirmEmail(
        request.params.uuid,
        request.body.code,
        await ctx(request, request.params.uuid),
        new Date(),
      ),
  );

  app.post(
    '/auth/wizard/:uuid/resend-email-confirmation-from-invite/',
    { config, schema: schema('Send the e-mail code again (not inside the resend timeout)') },
    async (request) =>
      app.invitationFlow.resendEmail(request.params.uuid, await ctx(request, request.params.uuid), new Date()),
  );

  app.post(
    '/auth/wizard/:uuid/change-email-address-from-invite/',
    {
      config,
      schema: withBody(
        'Correct the e-mail address before it is confirmed; a code goes to the new one',
        inviteEmailChangeSchema,
      ),
    },
    async (request) =>
      app.invitationFlow.changeEmail(
        request.params.uuid,
        request.body.email,
        await ctx(request, request.params.uuid),
        new Date(),
      ),
  );

  app.post(
    '/auth/wizard/:uuid/confirm-phone-number/',
    {
      config,
      schema: {
        tags,
        summary:
          'Confirm the phone with the SMS code: sign-up is complete and the user is signed in (-> personal_details)',
        params: inviteUuidParamsSchema,
        body: twoFactorConfirmSchema,
        response: { 200: inviteSignedInSchema, ...errors },
      },
    },
    async (request) =>
      app.invitationFlow.confirmPhone(
        request.params.uuid,
        request.body.code,
        await ctx(request, request.params.uuid),
        new Date(),
      ),
  );

  app.post(
    '/auth/wizard/:uuid/resend-phone-number-confirmation-from-invite/',
    { config, schema: withBody('Send the SMS code again to the invitation’s phone', invitePhoneSchema) },
    async (request) =>
      app.invitationFlow.resendPhone(
        request.params.uuid,
        request.body.phone_number,
        await ctx(request, request.params.uuid),
        new Date(),
        false,
      ),
  );

  app.post(
    '/auth/wizard/:uuid/change-phone-number-from-invite/',
    { config, schema: withBody('Correct the mobile number; a code goes to the new one', invitePhoneSchema) },
    async (request) =>
      app.invitationFlow.resendPhone(
        request.params.uuid,
        request.body.phone_number,
        await ctx(request, request.params.uuid),
        new Date(),
        true,
      ),
  );

  app.post(
    '/auth/wizard/:uuid/activate-user/',
    {
      // The invitee's own step: only they may take the invitation on, never someone acting for them.
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Signed in as the person invited (step login: the e-mail address already had a sign-in): the invitation becomes theirs and goes to their first missing detail, or the account step',
        params: inviteUuidParamsSchema,
        response: { 200: registrationInviteSchema, ...errors, 401: errorSchema },
      },
    },
    async (request) => app.invitationFlow.activateUser(request.params.uuid, requireAuth(request).user, new Date()),
  );
};
