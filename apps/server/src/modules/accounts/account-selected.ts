import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** A person made one of their accounts the selected one (list, account page or header switcher). */
export interface AccountSelected {
  userId: number;
  accountId: number;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'accounts.account-selected': AccountSelected;
  }
}

/** Tells the modules that follow the selected account, inside the selection's transaction (the dashboard's filter). */
export function accountSelected(events: DomainEvents, tx: Database, event: AccountSelected): Promise<void> {
  return events.emit('accounts.account-selected', event, tx);
}
