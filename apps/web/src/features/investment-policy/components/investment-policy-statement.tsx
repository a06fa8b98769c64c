import {
  formatDate,
  ipsDeleteRefusal,
  IpsStatus,
  InvestmentPolicyMessages,
  IpsWizardStep,
  Messages,
  type InvestmentPolicy,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useDeleteInvestmentPolicy } from '../api/delete-investment-policy';
import { useInvestmentPolicies } from '../api/get-investment-policies';
import { useSendForSignature } from '../api/send-for-signature';
import { NOT_STARTED_MESSAGE } from './investment-policy-loader';
import { StatementDetails } from './statement-details';
import { StatementSignatories } from './statement-signatories';
import { StatementStatusChip } from './statement-status-chip';
import { StatementTexts } from './statement-texts';
import { READ_ONLY_REASON } from './step-frame';
import { WIZARD_STEPS } from './wizard-steps';

/** The wizard's screen for the step a statement has reached (spec 2 §2: booklet and allocation share one). */
export function wizardHref(step: IpsWizardStep, accountId: number): string {
  const id = { id: accountId };
  if (step === IpsWizardStep.customisation) return paths.accountSetup.investmentPolicyCustomisationDetails.getHref(id);
  if (step === IpsWizardStep.gearing) return paths.accountSetup.gearingDetails.getHref(id);
  return paths.accountSetup.strategicAssetAllocationDetails.getHref(id);
}

const stepLabel = (step: IpsWizardStep) => WIZARD_STEPS.find((s) => s.step === step)?.label ?? step;

/** Who sent the statement for signature and when, once the server records it. */
function requestedText(statement: InvestmentPolicy): string | null {
  if (!statement.sign_requested_date) return null;
  const by = statement.sign_requester_name ? ` by ${statement.sign_requester_name}` : '';
  return `Sent for signature${by} on ${formatDate(statement.sign_requested_date)}.`;
}

/**
 * /accounts/{id}/forms/ips-ima (spec 2 §2 "active and ongoing IPS with their statuses", issue #21
 * item 5): the active statement and the one under way. The primary user changes an active
 * statement through the wizard (it starts a draft), continues a draft, sends a finished one for
 * signature once the account is active, or deletes it while the active one remains; everyone else
 * reads. `signing` (another feature's documents to sign) shows while the statement awaits
 * signatures; `waitingForEnvelope` says they are still being prepared.
 */
export function InvestmentPolicyStatement({
  accountId,
  accountName,
  isPrimary,
  signing,
}: {
  accountId: number;
  accountName: string | undefined;
  /** Whether the signed-in person is the account's primary user; undefined while that is read. */
  isPrimary: boolean | undefined;
  signing?: (waitingForEnvelope: boolean) => ReactNode;
}) {
  const policies = useInvestmentPolicies(accountId);
  const [sent, setSent] = useState(false);
  if (policies.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  if (policies.isPending || isPrimary === undefined)
    return <PageSpinner label="Loading the investment policy statement" />;
  const { active_ips: active, ongoing_ips: ongoing } = policies.data;
  const readOnlyReason = (ongoing ?? active)?.edit_refusal ?? READ_ONLY_REASON;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Typography component="h1" variant="h4" gutterBottom>
          {StatementTexts.heading}
        </Typography>
        {accountName && <Typography color="text.secondary">{accountName}</Typography>}
      </div>
      {sent && <Alert severity="success">{StatementTexts.sent}</Alert>}
      {!isPrimary && (active || ongoing) && <Alert severity="info">{readOnlyReason}</Alert>}
      {active && (
        <PageSection title={StatementTexts.active}>
          <Box>
            <StatementStatusChip statement={active} />
          </Box>
          <StatementDetails statement={active} />
          <StatementSignatories statement={active} />
          {requestedText(active) && <Typography color="text.secondary">{requestedText(active)}</Typography>}
          {isPrimary && ongoing === null && active.can_edit && (
            <div>
              <Button variant="contained" component={RouterLink} to={wizardHref(IpsWizardStep.booklet, accountId)}>
                {StatementTexts.change}
              </Button>
            </div>
          )}
        </PageSection>
      )}
      {ongoing && (
        <PageSection title={StatementTexts.ongoing}>
          <OngoingStatement
            key={ongoing.id}
            statement={ongoing}
            hasActive={active !== null}
            isPrimary={isPrimary}
            signing={signing}
            onSent={() => setSent(true)}
          />
        </PageSection>
      )}
      {!active &&
        !ongoing &&
        (isPrimary ? (
          <div>
            <Button variant="contained" component={RouterLink} to={wizardHref(IpsWizardStep.booklet, accountId)}>
              {StatementTexts.start}
            </Button>
          </div>
        ) : (
          <Alert severity="info">{NOT_STARTED_MESSAGE}</Alert>
        ))}
    </Stack>
  );
}

function OngoingStatement({
  statement,
  hasActive,
  isPrimary,
  signing,
  onSent,
}: {
  statement: InvestmentPolicy;
  hasActive: boolean;
  isPrimary: boolean;
  signing?: (waitingForEnvelope: boolean) => ReactNode;
  onSent: () => void;
}) {
  const chip = (
    <Box>
      <StatementStatusChip statement={statement} />
    </Box>
  );
  if (statement.status === IpsStatus.awaiting_signature)
    return (
      <>
        {chip}
        <Typography>{StatementTexts.awaiting}</Typography>
        {requestedText(statement) && <Typography color="text.secondary">{requestedText(statement)}</Typography>}
        <StatementSignatories statement={statement} />
        {signing?.(statement.sign_change_request === null)}
        <StatementDetails statement={statement} />
      </>
    );
  if (statement.status === IpsStatus.portfolio_manager_review)
    return (
      <>
        {chip}
        <Typography>{StatementTexts.inReview}</Typography>
        <StatementSignatories statement={statement} />
        <StatementDetails statement={statement} />
      </>
    );
  // A draft (an active statement is not "under way").
  const finished = statement.wizard_step === IpsWizardStep.done;
  const canDelete = isPrimary && ipsDeleteRefusal(statement.status, { hasActive }) === null;
  return (
    <>
      {chip}
      {finished ? (
        <>
          {isPrimary &&
            (statement.can_send_for_signature ? (
              <Typography>{StatementTexts.draftReady}</Typography>
            ) : (
              <Alert severity="info">{InvestmentPolicyMessages.sendNeedsActiveAccount}</Alert>
            ))}
          <StatementDetails statement={statement} />
        </>
      ) : (
        <Typography>
          The draft is not finished yet: it is at the {stepLabel(statement.wizard_step).toLowerCase()} step.
        </Typography>
      )}
      {isPrimary && <DraftActions statement={statement} finished={finished} canDelete={canDelete} onSent={onSent} />}
    </>
  );
}

function DraftActions({
  statement,
  finished,
  canDelete,
  onSent,
}: {
  statement: InvestmentPolicy;
  finished: boolean;
  canDelete: boolean;
  onSent: () => void;
}) {
  const send = useSendForSignature();
  const remove = useDeleteInvestmentPolicy();
  const [confirming, setConfirming] = useState(false);
  const refusal = send.error ? errorMessage(send.error) : null;

  function confirmDelete() {
    setConfirming(false);
    remove.mutate(
      { policyId: statement.id, accountId: statement.account },
      {
        onSuccess: () => showToast(StatementTexts.deleted, 'success'),
        onError: (error) => showErrorToast(errorMessage(error)),
      },
    );
  }

  return (
    <>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
        {finished && statement.can_send_for_signature && (
          <Button
            variant="contained"
            disabled={send.isPending}
            onClick={() => send.mutate(statement.id, { onSuccess: onSent })}
          >
            {StatementTexts.send}
          </Button>
        )}
        {statement.can_edit && (
          <Button
            variant={finished ? 'outlined' : 'contained'}
            component={RouterLink}
            to={wizardHref(finished ? IpsWizardStep.booklet : statement.wizard_step, statement.account)}
          >
            {finished ? StatementTexts.changeDraft : StatementTexts.continue}
          </Button>
        )}
        {canDelete && (
          <Button color="error" disabled={remove.isPending} onClick={() => setConfirming(true)}>
            {StatementTexts.deleteDraft}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={Messages.deleteEntryConfirmation}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        The draft investment policy statement will be deleted; the active statement stays as it is.
      </ConfirmDialog>
    </>
  );
}
