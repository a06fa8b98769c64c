import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  EnvelopeStatus,
  formatDateTime,
  operatorEnvelopeVoidSchema,
  SIGNING_VOID_REASON_MAX,
  type OperatorEnvelope,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { refusalText } from '../../../components/back-office/error-text';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useEnvelope } from '../api/get-envelope';
import { useRemindEnvelope } from '../api/remind-envelope';
import { useVoidEnvelope } from '../api/void-envelope';
import { EnvelopeEventLabels, EnvelopeKindLabels, EnvelopeStatusLabels, SignerStatusLabels } from './envelope-labels';
import { ActionOutcome } from '../../../components/back-office/action-outcome';

const when = (at: string | null) => (at ? formatDateTime(at) : '');

/** When the signer last moved: signed, declined or viewed. */
function signerWhen(signer: OperatorEnvelope['signers'][number]): string {
  return when(signer.signed ?? signer.declined ?? signer.viewed);
}

/** What an event's details say, in a line: a void's or a decline's reason. */
function eventDetails(details: Record<string, unknown>): string {
  return typeof details.reason === 'string' ? `Reason: ${details.reason}` : '';
}

/** Resend (after a confirmation) and Void (with a reason) for an envelope still out for signature. */
function EnvelopeActions({ envelope }: { envelope: OperatorEnvelope }) {
  const remind = useRemindEnvelope();
  const voidIt = useVoidEnvelope();
  const [asking, setAsking] = useState<'remind' | 'void' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onRemind() {
    setAsking(null);
    setRefusal(null);
    setOutcome(null);
    try {
      const { reminded } = await remind.mutateAsync(envelope.id);
      setOutcome(
        reminded.length === 0
          ? 'Nobody is still to answer: no reminder was sent.'
          : `Reminder sent to ${reminded.map((s) => s.name).join(', ')}.`,
      );
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  async function onVoid(reason: string) {
    setRefusal(null);
    setOutcome(null);
    await voidIt.mutateAsync({ id: envelope.id, reason });
    setAsking(null);
    setOutcome('The envelope is voided; its signers were told why.');
  }

  return (
    <Stack spacing={2}>
      <ActionOutcome outcome={outcome} refusal={refusal} />
      {envelope.status === EnvelopeStatus.sent && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => setAsking('remind')} disabled={remind.isPending}>
            Resend
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('void')}>
            Void
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking === 'remind'}
        title="Resend this envelope?"
        confirmLabel="Resend"
        onConfirm={() => void onRemind()}
        onCancel={() => setAsking(null)}
      >
        Every signer still to answer is e-mailed again with a fresh link.
      </ConfirmDialog>
      <ReasonDialog
        open={asking === 'void'}
        title="Void this envelope?"
        confirmLabel="Void"
        schema={operatorEnvelopeVoidSchema}
        maxLength={SIGNING_VOID_REASON_MAX}
        onSubmit={onVoid}
        onCancel={() => setAsking(null)}
      >
        “{envelope.title}” is withdrawn and can no longer be signed. Its signers are told the reason.
      </ReasonDialog>
    </Stack>
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
        <Table size="small" aria-label="Signers">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>When</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {envelope.signers.map((signer) => (
              <TableRow key={signer.id}>
                <TableCell>{signer.name}</TableCell>
                <TableCell>{signer.email}</TableCell>
                <TableCell>
                  {SignerStatusLabels[signer.status]}
                  {signer.decline_reason ? `: ${signer.decline_reason}` : ''}
                </TableCell>
                <TableCell>{signerWhen(signer)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PageSection>
      <PageSection title="Documents">
        <Table size="small" aria-label="Documents">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>SHA-256</TableCell>
              <TableCell>Sealed copy SHA-256</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {envelope.documents.map((document) => (
              <TableRow key={document.id}>
                <TableCell>{document.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{document.sha256}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {document.sealed_sha256 ?? 'Not sealed yet'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PageSection>
      <PageSection title="History">
        <Table size="small" aria-label="History">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Signer</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {envelope.events.map((event, index) => (
              <TableRow key={index}>
                <TableCell>{formatDateTime(event.at)}</TableCell>
                <TableCell>{EnvelopeEventLabels[event.event]}</TableCell>
                <TableCell>{event.signer ?? ''}</TableCell>
                <TableCell>{eventDetails(event.details)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
