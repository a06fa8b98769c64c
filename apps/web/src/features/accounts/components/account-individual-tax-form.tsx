import { Messages, individualTaxInputSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccountIndividualTax } from '../api/get-account-individual-tax';
import { useSaveAccountIndividualTax } from '../api/save-account-individual-tax';
import { IndividualTaxFields, individualTaxDefaults } from '../../../components/tax/individual-tax-fields';

export const INDIVIDUAL_TAX_TITLE = 'Your individual tax details';

/**
 * The signed-in person's individual tax details on an account's tax screen (spec 2 §2, §3, §5):
 * the TFN with its check unless they have none, both residency answers, and another country's
 * TIN and country. Prefilled when saved (then changed with PATCH); the saved TFN shows masked as
 * a hint. The rules are the contract's, the same the profile's tax form uses.
 */
export function AccountIndividualTaxForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const saved = useAccountIndividualTax(accountId);
  const save = useSaveAccountIndividualTax();
  const headingId = useId();
  if (saved.isPending) return <PageSpinner label="Loading your tax details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const canEdit = saved.data?.can_edit ?? true;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {INDIVIDUAL_TAX_TITLE}
      </Typography>
      <Form
        schema={individualTaxInputSchema}
        defaultValues={individualTaxDefaults(saved.data)}
        aria-label={INDIVIDUAL_TAX_TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <IndividualTaxFields savedTfn={saved.data?.tfn_masked ?? ''} />
        {canEdit && <SubmitButton sx={{ mt: 2 }}>Save individual tax details</SubmitButton>}
      </Form>
    </Paper>
  );
}
