import {
  addressChangedSchema,
  changeAddressSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePhoneRequestSchema,
  changePhoneResponseSchema,
  confirmEmailByCodeSchema,
  confirmEmailByLinkSchema,
  confirmPhoneSchema,
  detailSchema,
  emailChangedSchema,
  errorSchema,
  phoneChangedSchema,
  resendEmailConfirmationSchema,
  resendPhoneConfirmationSchema,
  securitySchemaResponseSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../plugins/app/request-client.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { requireActionConfirmation, securitySchema } from '../auth/index.js';

const tags = ['profiles'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

/** The three protected writes: OPTIONS answers their security schema (the two-factor guard). */
const PROTECTED = {
  email: '/profiles/change-email-address/',
  phone: '/profiles/change-phone-number/',
  address: '/profiles/change-address/',
} as const;

/**
 * E-mail, mobile and address changes of the signed-in user (spec 1 §7 profile calls). The e-mail
 * and the mobile number are the signed-in person's own credentials, so they never follow a
 * Managed-User-id; the address belongs to the personal details and follows it as they do.
 */
export const contactChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of Object.values(PROTECTED)) {
    app.options(
      path,
      {
        config: { actingForClient: 'self' },
        schema: {
          tags,
          summary: 'Security schema of this change (two-factor guard)',
          response: { 200: securitySchemaResponseSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async (request) => ({ security_schema: securitySchema(app, request) }),
    );
  }

  app.post(
    PROTECTED.email,
    {
      config: { actingForClient: 'refuse' },
      preHandler: requireActionConfirmation(app),
      schema: {
        tags,
        summary: 'Ask to change the e-mail address (password needed); a link or a code goes to the new address',
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.requestEmailChange(user, session, request.body, new Date());
    },
  );

  app.post(
    '/profiles/confirm-email-address-by-code/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with the code sent to it; the old address is told',
        body: confirmEmailByCodeSchema,
        response: { 200: emailChangedSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.confirmEmailByCode(user, session, request.body.code, clientOf(request), new Date());
    },
  );

  app.post(
    '/profiles/confirm-email-address-by-link/',
    {
      // The e-mailed token is the credential; the link may be opened on a device that is not signed in.
      config: { public: true },
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with the token of the e-mailed link',
        body: confirmEmailByLinkSchema,
        response: { 200: emailChangedSchema, 400: validationErrorSchema },
      },
    },
    async (request) => app.contactChanges.confirmEmailByLink(request.body.token, clientOf(request), new Date()),
  );

  app.post(
    '/profiles/resend-email-confirmation/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Send the link or code to the new address again (after the resend timeout)',
        body: resendEmailConfirmationSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.resendEmailConfirmation(user, session, request.body, new Date());
    },
  );

  app.post(
    PROTECTED.phone,
    {
      config: { actingForClient: 'refuse' },
      preHandler: requireActionConfirmation(app),
      schema: {
        tags,
        summary: 'Ask to change the mobile number (password needed); an SMS code goes to the new number',
        body: changePhoneRequestSchema,
        response: { 200: changePhoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.requestPhoneChange(user, session, request.body, new Date());
    },
  );

  app.post(
    '/profiles/confirm-phone-number/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Confirm the new mobile number with the SMS code',
        body: confirmPhoneSchema,
        response: { 200: phoneChangedSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.confirmPhone(user, session, request.body.code, clientOf(request), new Date());
    },
  );

  app.post(
    '/profiles/resend-phone-number-confirmation/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Send the SMS code to the new number again (after the resend timeout)',
        body: resendPhoneConfirmationSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return app.contactChanges.resendPhoneConfirmation(user, session, request.body.phone_number, new Date());
    },
  );

  app.post(
    PROTECTED.address,
    {
      config: { actingForClient: 'refuse' },
      preHandler: requireActionConfirmation(app),
      schema: {
        tags,
        summary: 'Change the residential address of the personal details',
        body: changeAddressSchema,
        response: { 200: addressChangedSchema, ...errors },
      },
    },
    async (request) =>
      app.contactChanges.changeAddress(requireAuth(request).subject.id, request.body, clientOf(request)),
  );
};
