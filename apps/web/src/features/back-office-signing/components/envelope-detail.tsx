import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EnvelopeStatus,
  formatDateTime,
  operatorEnvelopeVoidSchema,
  SIGNING_VOID_REASON_MAX,
  type OperatorEnvelope,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Decisions } from '../../../components/back-office/decisions';
import { DetailTable } from '../../../components/back-office/detail-table';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useEnvelope } from '../api/get-envelope';
import { useRemindEnvelope } from '../api/remind-envelope';
import { useVoidEnvelope } from '../api/void-envelope';
import { EnvelopeEventLabels, EnvelopeKindLabels, EnvelopeStatusLabels, SignerStatusLabels } from './envelope-labels';

const when = (at: string | null) => (at ? formatDateTime(at) : '');

/** When the signer last moved: signed, declined or viewed. */
function signerWhen(signer: OperatorEnvelope['signers'][number]): string {
  return when(signer.signed ?? signer.declined ?? signer.viewed);
}

/** What an event's details say, in a line: a void's or a decline's reason. */
function eventDetails(details: Record<string, unknown>): string {
  return typeof details.reason === 'string' ? `Reason: ${details.reason}` : '';
}

const HASH = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** Resend (after a confirmation) and Void (with a reason) for an envelope still out for signature. */
function EnvelopeActions({ envelope }: { envelope: OperatorEnvelope }) {
  const remind = useRemindEnvelope();
  const voidIt = useVoidEnvelope();
  return (
    <Decisions
      shown={envelope.status === EnvelopeStatus.sent}
      confirm={{
        label: 'Resend',
        title: 'Resend this envelope?',
        text: 'Every signer still to answer is e-mailed again with a fresh link.',
        pending: remind.isPending,
        run: async () => {
          const { reminded } = await remind.mutateAsync(envelope.id);
          return reminded.length === 0
            ? 'Nobody is still to answer: no reminder was sent.'
            : `Reminder sent to ${reminded.map((s) => s.name).join(', ')}.`;
        },
      }}
      refuse={{
        label: 'Void',
        title: 'Void this envelope?',
        text: `“${envelope.title}” is withdrawn and can no longer be signed. Its signers are told the reason.`,
        schema: operatorEnvelopeVoidSchema,
        maxLength: SIGNING_VOID_REASON_MAX,
        run: async (reason) => {
          await voidIt.mutateAsync({ id: envelope.id, reason });
          return 'The envelope is voided; its signers were told why.';
        },
      }}
    />
  );
}

function EnvelopeView({ envelope }: { envelope: OperatorEnvelope }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {envelope.title}
      </Typography>
      <EnvelopeActions envelope={envelope} />
      <PageSection title="Details">
        <DetailList
          items={[
            { label: 'Account', value: envelope.account_name },
            { label: 'Kind', value: EnvelopeKindLabels[envelope.kind] },
            { label: 'Status', value: EnvelopeStatusLabels[envelope.status] },
            { label: 'Provider', value: envelope.provider === 'docusign' ? 'DocuSign' : 'The portal' },
            { label: 'Created', value: formatDateTime(envelope.created) },
            { label: 'Finished', value: when(envelope.finished) },
          ]}
        />
      </PageSection>
      <PageSection title="Signers">
        <DetailTable
          label="Signers"
          rows={envelope.signers}
          rowKey={(signer) => signer.id}
          columns={[
            { header: 'Name', cell: (signer) => signer.name },
            { header: 'Email', cell: (signer) => signer.email },
            {
              header: 'Status',
              cell: (signer) =>
                `${SignerStatusLabels[signer.status]}${signer.decline_reason ? `: ${signer.decline_reason}` : ''}`,
            },
            { header: 'When', cell: signerWhen },
          ]}
        />
      </PageSection>
      <PageSection title="Documents">
        <DetailTable
          label="Documents"
          rows={envelope.documents}
          rowKey={(document) => document.id}
          columns={[
            { header: 'Name', cell: (document) => document.name },
            { header: 'SHA-256', cell: (document) => document.sha256, sx: HASH },
            { header: 'Sealed copy SHA-256', cell: (document) => document.sealed_sha256 ?? 'Not sealed yet', sx: HASH },
          ]}
        />
      </PageSection>
      <PageSection title="History">
        <DetailTable
          label="History"
          rows={envelope.events}
          columns={[
            { header: 'When', cell: (event) => formatDateTime(event.at) },
            { header: 'What', cell: (event) => EnvelopeEventLabels[event.event] },
            { header: 'Signer', cell: (event) => event.signer ?? '' },
            { header: 'Details', cell: (event) => eventDetails(event.details) },
          ]}
        />
      </PageSection>
      <Button component={RouterLink} to={paths.backOffice.envelopes.getHref()} sx={{ alignSelf: 'flex-start' }}>
        Back to signing envelopes
      </Button>
    </Stack>
  );
}

/** One envelope for staff: its signers and where each stands, its documents, its history; resend and void. */
export function EnvelopeDetail({ id }: { id: number }) {
  const query = useEnvelope(id);
  return (
    <Loaded query={query} label="Loading the envelope">
      {(envelope) => <EnvelopeView envelope={envelope} />}
    </Loaded>
  );
}
