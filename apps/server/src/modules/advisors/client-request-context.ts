import type { TenantRow, UserRow } from '../../db/schema/index.js';

/** Who sends a message or a booking, for whom, through which brand and from where. */
export interface ClientRequestContext {
  /** Who signed in: the client, or staff acting for them. */
  user: UserRow;
  /** The client the request is for. */
  subject: UserRow;
  tenant: TenantRow | undefined;
  ipAddress: string;
}

export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** Lines that say who wrote, for the e-mails to an advisor or the booking team. */
export function senderLines(ctx: ClientRequestContext, accountNames: string[]): string[] {
  const { subject, user } = ctx;
  return [
    `Client: ${personName(subject)}`,
    `E-mail: ${subject.email}`,
    ...(subject.phoneNumber ? [`Phone: ${subject.phoneNumber}`] : []),
    ...(accountNames.length ? [`Accounts: ${accountNames.join(', ')}`] : []),
    ...(user.id !== subject.id ? [`Sent for the client by ${personName(user)} (${user.email})`] : []),
    `Portal: ${ctx.tenant?.configuration.name ?? 'unknown application'}`,
  ];
}

/** 'Wednesday 25 November 2026' for a 'YYYY-MM-DD' day. */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
