import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** A statement changed after activation was sent for signature by the account's primary user. */
export interface InvestmentPolicySentForSignature {
  accountId: number;
  investmentPolicyId: number;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'investment-policies.sent-for-signature': InvestmentPolicySentForSignature;
  }
}

/**
 * Tells the signing that follows, inside the sending transaction, so the envelope it queues is
 * sent if and only if the statement's status changed.
 */
export function investmentPolicySentForSignature(
  events: DomainEvents,
  tx: Database,
  event: InvestmentPolicySentForSignature,
): Promise<void> {
  return events.emit('investment-policies.sent-for-signature', event, tx);
}
