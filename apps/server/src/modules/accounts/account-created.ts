import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** A person set up a new account in the portal (the account-details step), as its primary member. */
export interface AccountCreated {
  accountId: number;
  userId: number;
  at: Date;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'accounts.account-created': AccountCreated;
  }
}

/**
 * Tells the modules that follow a person's setup, inside the transaction that created the account:
 * a registration invitation waiting at `account_create` is done once its account exists.
 */
export function accountCreated(events: DomainEvents, tx: Database, event: AccountCreated): Promise<void> {
  return events.emit('accounts.account-created', event, tx);
}
