import { IpsWizardStep, Messages, type InvestmentPolicy } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiUrl } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/toasts';
import { bookletPath, getBooklet } from '../api/get-booklet';
import { useUpdateInvestmentPolicy } from '../api/update-investment-policy';
import { StepActions } from './step-actions';
import { stepAfterSaving } from './wizard-steps';

export const BOOKLET_LINK = 'Open the investment policy booklet (PDF)';

/**
 * The wizard's first step (spec 2 §4): the booklet to read, then Continue, which records that it
 * was read (wizard_step moves to the asset allocation) when the person may change the statement.
 */
export function BookletStep({
  accountId,
  statement,
  onBack,
  onContinue,
}: {
  accountId: number;
  statement: InvestmentPolicy;
  onBack: () => void;
  onContinue: () => void;
}) {
  const update = useUpdateInvestmentPolicy();
  const [failure, setFailure] = useState<string | null>(null);

  const openBooklet = async () => {
    // Opened before the download starts: a window opened after an await counts as a pop-up. The
    // booklet needs the session's key, which a plain link would not send.
    const target = window.open('', '_blank');
    try {
      const blob = await getBooklet(accountId);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (target) target.location.href = url;
      else window.location.assign(url);
    } catch {
      target?.close();
      showErrorToast(Messages.genericError);
    }
  };

  const next = async () => {
    setFailure(null);
    const step = stepAfterSaving(statement.wizard_step, IpsWizardStep.asset_allocation);
    if (statement.can_edit && step !== statement.wizard_step) {
      try {
        await update.mutateAsync({ policyId: statement.id, values: { wizard_step: step } });
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
    }
    onContinue();
  };

  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography sx={{ mb: 2 }}>
        The booklet explains the investment policy statement: the asset classes you allocate your portfolio to, the
        restrictions you may set and how gearing works. Please read it before you continue.
      </Typography>
      <Link
        href={apiUrl(bookletPath(accountId))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          void openBooklet();
        }}
      >
        {BOOKLET_LINK}
      </Link>
      <StepActions onBack={onBack} onContinue={() => void next()} busy={update.isPending} />
    </>
  );
}
