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
  options: GuardOptions = {},
): SecuritySchemaResponse['security_schema'] {
  const { user, session } = requireAuth(request);
  const system =
    options.forceSystem === true || app.tenants.settingsFor(session.tenantId).two_factor_for_sensitive_writes;
  const level = system ? 'system' : user.accountTwoFactorAuthEnabled ? 'account' : 'none';
  return {
    two_factor_required: level !== 'none',
    level,
    channel: user.phoneNumber ? 'sms' : 'email',
    confirmed: app.twoFactor.actionConfirmed(session, new Date()),
  };
}

export interface GuardOptions {
  /**
   * The system level whatever the application and the user chose: some writes always need a code
   * (bank details of an active account, spec 2 §2 "Add, edit and delete each sit behind SMS
   * two-factor confirmation").
   */
  forceSystem?: boolean;
}

/** The refusal of a guarded write without a fresh code (403 action_confirmation_required). */
export function actionConfirmationMissing(): HttpError {
  return new HttpError(ErrorCode.actionConfirmationRequired, 'Please confirm this change with the code we send you.');
}

export function requireActionConfirmation(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const schema = securitySchema(app, request);
    if (schema.two_factor_required && !schema.confirmed) throw actionConfirmationMissing();
  };
}
