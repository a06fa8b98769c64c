import { Messages, PreferredTimeLabel, type AdvisorRequestAnswer, type MeetingBookingRequest } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MeetingBookingRow } from '../../db/schema/index.js';
import type { MessageSender, OutgoingMessage } from '../../platform/messaging/message-sender.js';
import { accountNamesOfUser, countMeetingBookingsSince, insertMeetingBooking } from './advisors.repository.js';
import { clientConfiguration } from './client-configuration.js';
import { longDay, personName, senderLines, type ClientRequestContext } from './client-request-context.js';
import { ClientRequestLimit } from './client-request-limit.js';
import { MEETING_TIME_ZONE, meetingInvitation } from './meeting-invitation.js';

/**
 * Quarterly review bookings (spec 3 §2.7, POST /accounts/current/book-quarterly-meeting/): the
 * request is kept, e-mailed to the brand's booking team (its support address when it has none),
 * and the client gets a confirmation with a calendar entry for the preferred day.
 */
export class MeetingBookingsService {
  private readonly limit: ClientRequestLimit;

  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limit = new ClientRequestLimit((userId, since) => countMeetingBookingsSince(db, userId, since));
  }

  async book(ctx: ClientRequestContext, input: MeetingBookingRequest, now: Date): Promise<AdvisorRequestAnswer> {
    await this.limit.refuseWhenTooMany(ctx.subject.id, ctx.ipAddress, now);
    const row = await insertMeetingBooking(this.db, {
      userId: ctx.subject.id,
      sentById: ctx.user.id,
      tenantId: ctx.tenant?.id ?? null,
      preferredDate: input.preferred_date,
      preferredTime: input.preferred_time ?? null,
      comment: input.comment ?? '',
      createdAt: now,
    });
    this.limit.record(ctx.ipAddress, now);

    const [configuration, accounts] = await Promise.all([
      clientConfiguration(this.db, ctx.tenant),
      accountNamesOfUser(this.db, ctx.subject.id),
    ]);
    const team = [
      configuration.booking_team_email ?? ctx.tenant?.configuration.support_email,
      configuration.booking_team_additional_email,
    ].filter((to, i, all): to is string => Boolean(to) && all.indexOf(to) === i);
    if (team.length === 0)
      this.log.error({ meetingBooking: row.id }, 'booking kept, but the brand has no booking team');

    const messages: OutgoingMessage[] = [
      ...team.map((to) => ({
        channel: 'email' as const,
        to,
        subject: `Quarterly review meeting request from ${personName(ctx.subject)}`,
        body: [
          `${personName(ctx.subject)} asks for a quarterly review meeting (request #${row.id}).`,
          '',
          ...whenLines(row),
          `Comments: ${row.comment || '(none)'}`,
          '',
          ...senderLines(ctx, accounts),
          '',
          `Please contact ${ctx.subject.email} to confirm the meeting.`,
        ].join('\n'),
      })),
      this.confirmation(ctx, row, team[0], configuration.booking_team_phone_number),
    ];
    for (const message of messages) {
      await this.sender
        .send(message)
        .catch((error: unknown) =>
          this.log.error({ err: error, meetingBooking: row.id, to: message.to }, 'booking kept, but an e-mail failed'),
        );
    }
    return { id: row.id, title: Messages.thankYouTitle, detail: Messages.weWillContactYouShortly };
  }

  private confirmation(
    ctx: ClientRequestContext,
    row: MeetingBookingRow,
    teamEmail: string | undefined,
    teamPhone: string | null,
  ): OutgoingMessage {
    const portalName = ctx.tenant?.configuration.name ?? 'Client portal';
    const contact = [teamPhone ? `call ${teamPhone}` : '', teamEmail ? `write to ${teamEmail}` : '']
      .filter(Boolean)
      .join(' or ');
    return {
      channel: 'email',
      to: ctx.subject.email,
      subject: 'Your quarterly review meeting request',
      body: [
        `Dear ${ctx.subject.firstName || personName(ctx.subject)},`,
        '',
        'Thank you for asking for a quarterly review meeting. We will contact you shortly to confirm the time.',
        '',
        ...whenLines(row),
        ...(row.comment ? [`Your comments: ${row.comment}`] : []),
        '',
        'The attached calendar entry holds the day for you until we confirm.',
        ...(contact ? [`To change the request, ${contact}.`] : []),
        '',
        portalName,
      ].join('\n'),
      attachments: [
        meetingInvitation(row, {
          portalName,
          organizer: teamEmail ? { name: `${portalName} booking team`, email: teamEmail } : undefined,
          attendee: { name: personName(ctx.subject), email: ctx.subject.email },
        }),
      ],
    };
  }
}

function whenLines(row: MeetingBookingRow): string[] {
  return [
    `Preferred date: ${longDay(row.preferredDate)}`,
    `Preferred time: ${row.preferredTime ? `${PreferredTimeLabel[row.preferredTime]} (${MEETING_TIME_ZONE} time)` : 'No preference'}`,
  ];
}
