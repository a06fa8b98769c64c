import { formatMoney, Messages, WelcomeTermMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiCheckbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useTenant } from '../../../lib/branding/tenant-context';
import { usePortfolioApplication } from '../api/get-portfolio-application';
import { useAccountingMethods, useSourcesOfFunds } from '../api/get-portfolio-reference';
import { useSavePortfolioApplication } from '../api/save-portfolio-application';
import { PortfolioApplicationForm } from './portfolio-application-form';

export const PORTFOLIO_DETAILS_TITLE = 'Portfolio details';
export const OVER_18_LABEL = WelcomeTermMessages.over18AndResident;
export const minimumLabel = (minimumCents: number) =>
  `The value of my investment is at least ${formatMoney(minimumCents, { omitZeroCents: true })}`;

/**
 * The portfolio application screen (spec 2 §2 create/edit-portfolio-details, §5): before the first
 * save the investor confirms the portfolio terms (over 18 and an Australian resident; investment
 * value at least the application's portfolio minimum), then fills in the application.
 */
export function PortfolioDetails({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const application = usePortfolioApplication(accountId);
  const sources = useSourcesOfFunds();
  const methods = useAccountingMethods();
  const save = useSavePortfolioApplication();
  const [confirmed, setConfirmed] = useState(false);
  const loading = application.isPending || sources.isPending || methods.isPending;
  const failed = application.isError || sources.isError || methods.isError;
  const saved = application.data?.portfolio_application ?? null;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {PORTFOLIO_DETAILS_TITLE}
      </Typography>
      {loading ? (
        <PageSpinner label="Loading your portfolio details" />
      ) : failed ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : saved === null && !confirmed ? (
        <PortfolioTerms onConfirm={() => setConfirmed(true)} />
      ) : (
        <PortfolioApplicationForm
          saved={saved}
          sources={sources.data ?? []}
          methods={methods.data ?? []}
          submitLabel="Save and continue"
          onSubmit={async (values) => {
            await save.mutateAsync({ accountId, applicationId: saved?.id ?? null, values });
            onSaved();
          }}
        />
      )}
    </Paper>
  );
}

/** The portfolio welcome terms (spec 2 §5): both boxes ticked before the application opens. */
function PortfolioTerms({ onConfirm }: { onConfirm: () => void }) {
  const { configuration } = useTenant();
  const minimum = configuration.settings.portfolio_minimum_cents;
  const [adult, setAdult] = useState(false);
  const [value, setValue] = useState(false);
  return (
    <Stack spacing={1}>
      <Typography>Before you apply for a private portfolio, please confirm:</Typography>
      <FormControlLabel
        label={OVER_18_LABEL}
        control={<MuiCheckbox checked={adult} onChange={(e) => setAdult(e.target.checked)} />}
      />
      <FormControlLabel
        label={minimumLabel(minimum)}
        control={<MuiCheckbox checked={value} onChange={(e) => setValue(e.target.checked)} />}
      />
      <Stack direction="row">
        <Button variant="contained" disabled={!adult || !value} onClick={onConfirm}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
