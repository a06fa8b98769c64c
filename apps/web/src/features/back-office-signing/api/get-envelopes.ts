import {
  operatorEnvelopePageSchema,
  type ENVELOPE_ORDERINGS,
  type OperatorEnvelopePage,
  type OperatorEnvelopesQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { BACK_OFFICE_ENVELOPES_ROOT } from './envelope-keys';

export type EnvelopeOrderingField = (typeof ENVELOPE_ORDERINGS)[number];

/** GET /api/operator/signing/envelopes/: a page of the queue, ordered, filtered and searched by the server. */
const envelopes = serverQueueQuery<Partial<OperatorEnvelopesQuery>, OperatorEnvelopePage>(
  '/operator/signing/envelopes/',
  [...BACK_OFFICE_ENVELOPES_ROOT, 'page'],
  operatorEnvelopePageSchema,
);

export const getEnvelopes = envelopes.fetchPage;
export const envelopesQueryOptions = envelopes.queryOptions;
export const useEnvelopes = envelopes.usePage;
