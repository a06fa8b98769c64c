import { formatMobile } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { CodePurpose } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { CODE_TTL_SECONDS, issueCode } from '../auth/index.js';

/** What an invitation step knows of the request and the tenant it runs under. */
export interface FlowContext {
  tenantName: string;
  resendTimeoutSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Sends a code that confirms an e-mail address or mobile number during registration (primary
 * and secondary invitations), refusing a resend inside the tenant's timeout unless the
 * destination has just changed.
 */
export async function sendContactCode(
  db: Database,
  sender: MessageSender,
  target: { userId: number; purpose: CodePurpose; channel: 'email' | 'sms'; destination: string },
  ctx: FlowContext,
  now: Date,
  destinationChanged = false,
): Promise<void> {
  const { channel, destination } = target;
  const code = await issueCode(
    db,
    { userId: target.userId, sessionId: null, purpose: target.purpose, channel, destination },
    ctx.resendTimeoutSeconds,
    now,
    destinationChanged,
  );
  const minutes = CODE_TTL_SECONDS / 60;
  await sender.send(
    channel === 'email'
      ? {
          channel,
          to: destination,
          subject: `Confirm your e-mail address for ${ctx.tenantName}`,
          body: `Your ${ctx.tenantName} e-mail confirmation code is ${code}. It expires in ${minutes} minutes.`,
          code,
        }
      : {
          channel,
          to: destination,
          subject: '',
          body: `Your ${ctx.tenantName} code to confirm ${formatMobile(destination)} is ${code}. It expires in ${minutes} minutes.`,
          code,
        },
  );
}

/** The context of a step call made under `tenantId` (the invitation's tenant). */
export function flowContextFor(app: FastifyInstance, request: FastifyRequest, tenantId: number): FlowContext {
  return {
    tenantName: app.tenants.get(tenantId)?.configuration.name ?? 'Client Portal',
    resendTimeoutSeconds: app.tenants.settingsFor(tenantId).resend_verification_code_timeout,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
