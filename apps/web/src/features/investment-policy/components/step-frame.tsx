import type { InvestmentPolicy } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WizardStepper } from './wizard-stepper';
import type { ShownStep } from './wizard-steps';

/** Said when the server gives no reason: the person is not the account's primary user. */
export const READ_ONLY_REASON = 'Only the account’s primary user can change the investment policy statement.';

/**
 * One step of the investment policy statement wizard: its heading, the stepper with this step
 * marked, and, when the signed-in person may not change the statement, why not.
 */
export function StepFrame({
  title,
  current,
  statement,
  children,
}: {
  title: string;
  current: ShownStep;
  statement: InvestmentPolicy;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <WizardStepper current={current} />
      {!statement.can_edit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {statement.edit_refusal ?? READ_ONLY_REASON}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
