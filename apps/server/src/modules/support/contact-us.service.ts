import { ErrorCode, Messages, SupportMessages, type ContactUsRequest, type ContactUsResponse } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { TenantRow, UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { AddressRateLimit } from './address-rate-limit.js';
import { countRecentForEmail, countRecentForUser, insertSupportRequest } from './support-requests.repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** Requests per reply address, and per signed-in user, in an hour: enough for a real follow-up. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** Requests from one network address in an hour, whatever addresses they give. */
export const SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR = 10;

export interface ContactUsContext {
  /** The signed-in user, or null when the request came signed out. */
  user: UserRow | null;
  tenant: TenantRow | undefined;
  ipAddress: string;
}

/**
 * Contact support: keeps the request and e-mails it to the tenant's support address. The
 * e-mail is the profile's when there is one; otherwise the request must give one. Limits per
 * reply address, per user and per network address keep the form from flooding the support inbox.
 */
export class ContactUsService {
  private readonly perAddress = new AddressRateLimit(SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR, HOUR_MS);

  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async submit(ctx: ContactUsContext, input: ContactUsRequest, now: Date): Promise<ContactUsResponse> {
    const email = ctx.user?.email.trim() || input.email?.trim() || '';
    if (!email) throw FieldValidationError.field('email', Messages.fieldRequired);
    await this.refuseWhenTooMany(ctx, email, now);

    const row = await insertSupportRequest(this.db, {
      userId: ctx.user?.id ?? null,
      tenantId: ctx.tenant?.id ?? null,
      email,
      description: input.description,
      createdAt: now,
    });
    this.perAddress.record(ctx.ipAddress, now);

    const to = ctx.tenant?.configuration.support_email;
    if (!to) {
      this.log.error({ supportRequest: row.id }, 'support request kept, but no application has a support e-mail');
    } else {
      // The request is kept whatever happens to the e-mail: staff also read them with
      // `npm run admin -- support list`, so a mail server outage loses nothing.
      await this.sender
        .send({
          channel: 'email',
          to,
          subject: `Support request #${row.id} from ${email}`,
          body: supportEmailBody(row.id, ctx, email, input.description, now),
        })
        .catch((error: unknown) =>
          this.log.error({ err: error, supportRequest: row.id }, 'support request kept, but its e-mail failed'),
        );
    }
    return { title: Messages.thankYouTitle, detail: Messages.weWillContactYouShortly };
  }

  private async refuseWhenTooMany(ctx: ContactUsContext, email: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - HOUR_MS);
    const addressWait = this.perAddress.retryAfterSeconds(ctx.ipAddress, now);
    const tooMany =
      addressWait > 0 ||
      (await countRecentForEmail(this.db, email, since)) >= SUPPORT_REQUESTS_PER_HOUR ||
      (ctx.user !== null && (await countRecentForUser(this.db, ctx.user.id, since)) >= SUPPORT_REQUESTS_PER_HOUR);
    if (tooMany) {
      throw new HttpError(ErrorCode.rateLimited, SupportMessages.tooManyRequests, {
        'Retry-After': String(addressWait || HOUR_MS / 1000),
      });
    }
  }
}

function supportEmailBody(id: number, ctx: ContactUsContext, email: string, description: string, now: Date): string {
  const who = ctx.user
    ? `${`${ctx.user.firstName} ${ctx.user.lastName}`.trim() || '(no name on the profile)'}, signed in as user ${ctx.user.id}`
    : 'Not signed in';
  return [
    `Support request #${id}`,
    `From: ${email}`,
    `Who: ${who}`,
    `Portal: ${ctx.tenant?.configuration.name ?? 'unknown application'}`,
    `Sent: ${now.toISOString()}`,
    '',
    description,
    '',
    `Reply to ${email}.`,
  ].join('\n');
}
