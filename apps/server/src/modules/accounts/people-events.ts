import type { AccountType, SecondaryUserTitle } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** A person on an account to be sent (or sent again) an invitation onto it. */
export interface InvitedPerson {
  personId: number;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  title: SecondaryUserTitle;
  /** When the link runs out (the account shows it: 'Invitation expired' and Resend invite). */
  expiresAt: Date;
}

/**
 * People were added to an account's secondary users, or a pending one is re-invited. The
 * invitations live in a module above accounts (secondary-invites), which records or renews each
 * invitation in this transaction and queues its e-mail; accounts does not know it exists.
 */
export interface PeopleInvited {
  accountId: number;
  accountName: string;
  accountType: Exclude<AccountType, 'individual'>;
  /** The account's company application (the invitation's brand and product). */
  tenantId: number | null;
  /** Who invites: the account's primary person. */
  primaryUserId: number;
  people: InvitedPerson[];
  at: Date;
}

/** People left an account's secondary users: their invitations stop working. */
export interface PeopleRemoved {
  accountId: number;
  personIds: number[];
  at: Date;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'accounts.people-invited': PeopleInvited;
    'accounts.people-removed': PeopleRemoved;
  }
}

export function peopleInvited(events: DomainEvents, tx: Database, event: PeopleInvited): Promise<void> {
  return event.people.length > 0 ? events.emit('accounts.people-invited', event, tx) : Promise.resolve();
}

export function peopleRemoved(events: DomainEvents, tx: Database, event: PeopleRemoved): Promise<void> {
  return event.personIds.length > 0 ? events.emit('accounts.people-removed', event, tx) : Promise.resolve();
}
