import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** An account's application was submitted from the registration summary. */
export interface ApplicationSubmitted {
  accountId: number;
  submissionId: number;
  /** The investment policy statement sent for signature with it (ipm), else null. */
  investmentPolicyId: number | null;
  at: Date;
}

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'application-submissions.submitted': ApplicationSubmitted;
  }
}

/**
 * Tells the modules that follow a submission, inside its transaction, so the work they queue
 * (the documents to sign) commits with it or not at all.
 */
export function applicationSubmitted(events: DomainEvents, tx: Database, event: ApplicationSubmitted): Promise<void> {
  return events.emit('application-submissions.submitted', event, tx);
}
