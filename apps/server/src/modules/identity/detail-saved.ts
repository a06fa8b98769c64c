import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';

/** Which of a person's own details was just saved (or, for personal details, skipped). */
export type SavedDetail =
  'personal_details' | 'secondary_verification_document' | 'contact_details' | 'additional_details' | 'individual_tax';

/**
 * A person's detail was saved. Invitation flows react by moving their steps on; identity does not
 * know they exist. Personal details say whether the check verified the person (skipped: false).
 */
export type DetailSaved = { userId: number; at: Date } & (
  { detail: 'personal_details'; verified: boolean } | { detail: Exclude<SavedDetail, 'personal_details'> }
);

declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'identity.detail-saved': DetailSaved;
  }
}

/** Tells the modules that follow a person's details, inside the transaction that saved it. */
export function detailSaved(events: DomainEvents, tx: Database, event: DetailSaved): Promise<void> {
  return events.emit('identity.detail-saved', event, tx);
}
