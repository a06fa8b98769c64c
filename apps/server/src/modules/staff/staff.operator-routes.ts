import {
  errorSchema,
  operatorStaffRoleSchema,
  staffListSchema,
  staffMemberSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** Staff users and their roles (`npm run admin -- staff list`, `staff role EMAIL ROLE|none`). */
export const staffOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/',
    {
      schema: {
        tags,
        summary: 'The staff users, each with their role',
        response: { 200: staffListSchema, 401: errorSchema },
      },
    },
    async () => app.staff.list(),
  );

  app.post(
    '/staff/role/',
    {
      config: { auditSubject: (request) => app.staff.member((request.body as { email: string }).email) },
      schema: {
        tags,
        summary: 'Make a user staff with this role; `role: null` makes them no longer staff',
        body: operatorStaffRoleSchema,
        response: { 200: staffMemberSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => app.staff.setRole(request.body),
  );
};
