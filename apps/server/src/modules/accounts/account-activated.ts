import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** Staff activated an account (`npm run admin -- account activate ID`). */
export interface AccountActivated {
  accountId: number;
  at: Date;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'accounts.account-activated': AccountActivated;
  }
}

/**
 * Tells the modules that follow activation, inside its transaction: the investment policy
 * statement a portfolio manager reviewed becomes the account's active one with it.
 */
export function accountActivated(events: DomainEvents, tx: Database, event: AccountActivated): Promise<void> {
  return events.emit('accounts.account-activated', event, tx);
}
