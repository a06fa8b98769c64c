import { ErrorCode, type SecuritySchemaResponse } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

/**
 * The server half of the two-factor guard: protected writes declare it, OPTIONS on their path
 * answers the security schema (so the page can ask for a code before it shows), and the write
 * itself is refused until a code was confirmed in the last few minutes. The browser cannot skip it.
 */
export function securitySchema(
  app: FastifyInstance,
  request: FastifyRequest,
): SecuritySchemaResponse['security_schema'] {
  const { user, session } = requireAuth(request);
  const system = app.tenants.settingsFor(session.tenantId).two_factor_for_sensitive_writes;
  const level = system ? 'system' : user.accountTwoFactorAuthEnabled ? 'account' : 'none';
  return {
    two_factor_required: level !== 'none',
    level,
    channel: user.phoneNumber ? 'sms' : 'email',
    confirmed: app.twoFactor.actionConfirmed(session, new Date()),
  };
}

export function requireActionConfirmation(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const schema = securitySchema(app, request);
    if (schema.two_factor_required && !schema.confirmed) {
      throw new HttpError(
        ErrorCode.actionConfirmationRequired,
        'Please confirm this change with the code we send you.',
      );
    }
  };
}
