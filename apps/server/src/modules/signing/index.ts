export { LocalSigningProvider, signingPageUrl } from './local-signing-provider.js';
export { signingPlugin, type SigningPluginOptions } from './signing.plugin.js';
export {
  SigningService,
  type CreateEnvelopeInput,
  type EnvelopeReminder,
  type EnvelopeSignatory,
  type NewEnvelopeDocument,
  type StoppedEnvelopeStatus,
} from './signing.service.js';
export { findEnvelope } from './signing.repository.js';
export { envelopeRecord, findEnvelopeFor, recordSealedDocument, type EnvelopeRecord } from './envelope-record.js';
export { SIGNING_REMINDER_QUEUE, sendScheduledReminder, type SigningReminderPayload } from './signing-reminders.job.js';
export { signChangeRequestFor, statementSignersFor, type SignChangeRequest } from './sign-change-request.js';
export { openAccountEnvelopes, type OpenAccountEnvelope } from './open-account-envelopes.js';
