import type { EnvelopeEventName, EnvelopeKind, EnvelopeStatus, SignerStatus } from '@portal/contract';

export const EnvelopeStatusLabels: Record<EnvelopeStatus, string> = {
  sent: 'Out for signature',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  voided: 'Voided',
};

export const SignerStatusLabels: Record<SignerStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
};

export const EnvelopeKindLabels: Record<EnvelopeKind, string> = {
  application: 'Application',
  ips_change: 'Investment policy change',
};

export const EnvelopeEventLabels: Record<EnvelopeEventName, string> = {
  created: 'Created',
  sent: 'Sent',
  link_issued: 'Signing link issued',
  viewed: 'Viewed',
  reminded: 'Reminded',
  signed: 'Signed',
  declined: 'Declined',
  completed: 'Completed',
  expired: 'Expired',
  voided: 'Voided',
};
