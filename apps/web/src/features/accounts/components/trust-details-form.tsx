import {
  AccountSetupLimits,
  AuState,
  AuStateName,
  Messages,
  TrustDetailsLabels,
  trustDetailsInputSchema,
  trustTypeOptions,
  type TrustDetails,
  type TrustDetailsInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useTrustDetails } from '../api/get-trust-details';
import { useSaveTrustDetails } from '../api/save-trust-details';

const TITLE = 'Trust details';
/** The same list GET /accounts/trust-types/ answers, from the contract both sides share. */
const TYPE_OPTIONS = trustTypeOptions();
const STATE_OPTIONS = Object.values(AuState).map((code) => ({ value: code, label: AuStateName[code] }));

function defaultsFrom(saved: TrustDetails | null): TrustDetailsInput {
  return {
    // The selects hold '' for "not chosen"; the schema answers it as required.
    type: saved?.type ?? '',
    state: saved?.state ?? '',
    is_settled_sum_over_threshold: saved?.is_settled_sum_over_threshold ?? null,
    settlor_name: saved?.settlor_name ?? '',
    is_investing_primary_activity: saved?.is_investing_primary_activity ?? null,
    nature_of_activity: saved?.nature_of_activity ?? '',
  };
}

/**
 * A trust account's trust details (spec 2 §2, §4, §5): prefilled when saved before (then changed
 * with PATCH). The settlor's name shows only when the settled sum was $10,000 or more, the nature
 * of activity only when investing is not the primary activity; the contract's schema clears what
 * a hidden field held when the form is sent.
 */
export function TrustDetailsForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const saved = useTrustDetails(accountId);
  const save = useSaveTrustDetails();
  if (saved.isPending) return <PageSpinner label="Loading the trust details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      <Form
        schema={trustDetailsInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <TrustFields />
        <SubmitButton sx={{ mt: 2 }}>Save</SubmitButton>
      </Form>
    </Paper>
  );
}

function TrustFields() {
  const settledSum = useWatch({ name: 'is_settled_sum_over_threshold' }) as boolean | null;
  const investingPrimary = useWatch({ name: 'is_investing_primary_activity' }) as boolean | null;
  return (
    <>
      <Select name="type" label={TrustDetailsLabels.type} options={TYPE_OPTIONS} />
      <Select name="state" label={TrustDetailsLabels.state} options={STATE_OPTIONS} />
      <YesNoField name="is_settled_sum_over_threshold" label={TrustDetailsLabels.isSettledSumOverThreshold} />
      {settledSum === true && (
        <TextField
          name="settlor_name"
          label={TrustDetailsLabels.settlorName}
          maxLength={AccountSetupLimits.settlorNameMaxLength}
        />
      )}
      <YesNoField name="is_investing_primary_activity" label={TrustDetailsLabels.isInvestingPrimaryActivity} />
      {investingPrimary === false && (
        <TextField
          name="nature_of_activity"
          label={TrustDetailsLabels.natureOfActivity}
          maxLength={AccountSetupLimits.natureOfActivityMaxLength}
        />
      )}
    </>
  );
}
