import { individualTaxInputSchema, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useIndividualTax } from '../api/get-individual-tax';
import { useSaveIndividualTax } from '../api/save-individual-tax';
import { IdentityScreen } from './screen';
import { IndividualTaxFields, individualTaxDefaults } from '../../../components/tax/individual-tax-fields';

const TITLE = 'Tax details';

/** Individual tax (document 2 §3, §5): TFN with its check unless there is none, both residency answers, TIN. */
export function IndividualTaxForm({ onSaved }: { onSaved: () => void }) {
  const saved = useIndividualTax();
  const save = useSaveIndividualTax();
  if (saved.isPending) return <PageSpinner label="Loading your tax details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return (
    <IdentityScreen
      title={TITLE}
      intro="Your tax file number lets us report your investment income correctly. You do not have to give it, but without it tax may be withheld at the highest rate."
    >
      <Form
        schema={individualTaxInputSchema}
        defaultValues={individualTaxDefaults(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ exists: saved.data != null, values });
          onSaved();
        }}
      >
        <IndividualTaxFields savedTfn={saved.data?.tfn_masked ?? ''} />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
    </IdentityScreen>
  );
}
