import type { ValueOf } from '../value-of.js';

/** Events the e-signature provider reports on return (spec 2 §4). */
export const SignResultEvent = {
  signing_complete: 'signing_complete',
  decline: 'decline',
  cancel: 'cancel',
  viewing_complete: 'viewing_complete',
  ttl_expired: 'ttl_expired',
  session_timeout: 'session_timeout',
} as const;
export type SignResultEvent = ValueOf<typeof SignResultEvent>;

/** What an envelope asks to be signed (issue #21): the application at submission, or an IPS change after activation. */
export const EnvelopeKind = { application: 'application', ips_change: 'ips_change' } as const;
export type EnvelopeKind = ValueOf<typeof EnvelopeKind>;

/** Who carries the envelope to the signers: the portal's own signing pages, or DocuSign. */
export const SigningProviderName = { local: 'local', docusign: 'docusign' } as const;
export type SigningProviderName = ValueOf<typeof SigningProviderName>;

/** One signer's progress (issue #21 item 2): sent -> viewed -> signed / declined / expired. */
export const SignerStatus = {
  sent: 'sent',
  viewed: 'viewed',
  signed: 'signed',
  declined: 'declined',
  expired: 'expired',
} as const;
export type SignerStatus = ValueOf<typeof SignerStatus>;

/** The envelope: sent -> completed (the required signatures given) / declined / expired / voided. */
export const EnvelopeStatus = {
  sent: 'sent',
  completed: 'completed',
  declined: 'declined',
  expired: 'expired',
  voided: 'voided',
} as const;
export type EnvelopeStatus = ValueOf<typeof EnvelopeStatus>;

/** What a signer (or the portal) did, in the envelope's history. */
export const EnvelopeEventName = {
  created: 'created',
  sent: 'sent',
  link_issued: 'link_issued',
  viewed: 'viewed',
  /** A reminder e-mailed to a signer still to answer (with a fresh link on the portal's own pages). */
  reminded: 'reminded',
  signed: 'signed',
  declined: 'declined',
  completed: 'completed',
  expired: 'expired',
  voided: 'voided',
} as const;
export type EnvelopeEventName = ValueOf<typeof EnvelopeEventName>;
