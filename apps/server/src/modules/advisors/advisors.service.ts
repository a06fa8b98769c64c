import type { Readable } from 'node:stream';
import { Messages, type Advisor, type AdvisorContactRequest, type AdvisorRequestAnswer } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { AdvisorRow } from '../../db/schema/index.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { notFound } from '../../plugins/app/http-errors.js';
import {
  accountNamesOfUser,
  countContactRequestsSince,
  findAdvisorOfUser,
  insertContactRequest,
  listAdvisorsOfUser,
} from './advisors.repository.js';
import { personName, senderLines, type ClientRequestContext } from './client-request-context.js';
import { ClientRequestLimit } from './client-request-limit.js';

/** The photo's address; the version changes when the advisor is edited, so a cached photo is never stale. */
export function advisorPhotoUrl(row: AdvisorRow): string | null {
  return row.photoStorageKey ? `/api/profiles/advisors/${row.id}/photo/?v=${row.updatedAt.getTime()}` : null;
}

export function toAdvisor(row: AdvisorRow): Advisor {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    photo: advisorPhotoUrl(row),
    email: row.email,
    phone_number: row.phoneNumber,
    address: row.address,
  };
}

/** The advisors serving the user's accounts, as the profile and the advisor page show them. */
export async function advisorsOf(db: Database, userId: number): Promise<Advisor[]> {
  return (await listAdvisorsOfUser(db, userId)).map(toAdvisor);
}

/**
 * The advisor page's advisors (spec 3 §2.7): a client sees, and may write to, only the advisors
 * of their own accounts; anyone else's id answers 404 as a missing one would.
 */
export class AdvisorsService {
  private readonly limit: ClientRequestLimit;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly sender: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limit = new ClientRequestLimit((userId, since) => countContactRequestsSince(db, userId, since));
  }

  list(subjectId: number): Promise<Advisor[]> {
    return advisorsOf(this.db, subjectId);
  }

  async openPhoto(subjectId: number, advisorId: number): Promise<{ contentType: string; stream: Readable }> {
    const advisor = await findAdvisorOfUser(this.db, subjectId, advisorId);
    if (!advisor?.photoStorageKey || !advisor.photoContentType) throw notFound();
    return { contentType: advisor.photoContentType, stream: await this.storage.read(advisor.photoStorageKey) };
  }

  /** Keeps the message, then e-mails it to the advisor; a failed e-mail loses nothing. */
  async contact(
    ctx: ClientRequestContext,
    advisorId: number,
    input: AdvisorContactRequest,
    now: Date,
  ): Promise<AdvisorRequestAnswer> {
    const advisor = await findAdvisorOfUser(this.db, ctx.subject.id, advisorId);
    if (!advisor) throw notFound();
    await this.limit.refuseWhenTooMany(ctx.subject.id, ctx.ipAddress, now);
    const row = await insertContactRequest(this.db, {
      advisorId: advisor.id,
      userId: ctx.subject.id,
      sentById: ctx.user.id,
      tenantId: ctx.tenant?.id ?? null,
      body: input.body,
      createdAt: now,
    });
    this.limit.record(ctx.ipAddress, now);

    const accounts = await accountNamesOfUser(this.db, ctx.subject.id);
    await this.sender
      .send({
        channel: 'email',
        to: advisor.email,
        subject: `Message from ${personName(ctx.subject)} through the client portal`,
        body: [
          `Dear ${advisor.firstName},`,
          '',
          `${personName(ctx.subject)} sent you a message through the client portal (request #${row.id}, ${now.toISOString()}):`,
          '',
          input.body,
          '',
          ...senderLines(ctx, accounts),
          '',
          `Reply to ${ctx.subject.email}.`,
        ].join('\n'),
      })
      .catch((error: unknown) =>
        this.log.error(
          { err: error, advisorContactRequest: row.id },
          'message to the advisor kept, but its e-mail failed',
        ),
      );
    return { id: row.id, title: Messages.thankYouTitle, detail: Messages.willContactYouShortly(advisor.firstName) };
  }
}
