import {
  CorporateTaxLabels,
  FORMATTED_INPUT_MAX_LENGTH,
  Messages,
  TFN_MAX_LENGTH,
  TIN_MAX_LENGTH,
  corporateTaxInputSchema,
  type Account,
  type CorporateTax,
  type CorporateTaxInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useCorporateTax } from '../api/get-corporate-tax';
import { useCorporateTaxCategories } from '../api/get-corporate-tax-categories';
import { useSaveCorporateTax } from '../api/save-corporate-tax';
import { CountrySelect } from '../../../components/lookups/country-select';

export const CORPORATE_TAX_TITLE = 'Corporate tax details';

function defaultsFrom(saved: CorporateTax | null, account: Account): CorporateTaxInput {
  return {
    // The saved TFN is never sent back whole: a change means typing it again.
    has_not_tfn: saved?.has_not_tfn ?? false,
    tfn: '',
    // A new form starts from the account's own ABN.
    abn: saved?.abn ?? account.abn,
    is_foreign_entity: saved?.is_foreign_entity ?? null,
    tin: saved?.tin ?? '',
    country: saved?.country ?? '',
    category: saved?.category ?? '',
  };
}

/**
 * A corporate account's tax details (spec 2 §2, §3, §5): the entity's TFN with its check unless it
 * has none, its ABN (prefilled from the account's), whether it is a foreign entity and then its
 * country and TIN, and its tax category from the server's list. Prefilled when saved (then changed
 * with PATCH), the saved TFN masked as a hint. Only someone who can edit (spec 2 §6 can_edit:
 * signing authority) gets the Save button.
 */
export function CorporateTaxForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const saved = useCorporateTax(account.id);
  const save = useSaveCorporateTax();
  const headingId = useId();
  if (saved.isPending) return <PageSpinner label="Loading the corporate tax details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const canEdit = saved.data ? saved.data.can_edit : account.has_signing_authority;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {CORPORATE_TAX_TITLE}
      </Typography>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {Messages.signingAuthorityRequired}
        </Alert>
      )}
      <Form
        schema={corporateTaxInputSchema}
        defaultValues={defaultsFrom(saved.data, account)}
        aria-label={CORPORATE_TAX_TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId: account.id, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <CorporateTaxFields savedTfn={saved.data?.tfn_masked ?? ''} />
        {canEdit && <SubmitButton sx={{ mt: 2 }}>Save corporate tax details</SubmitButton>}
      </Form>
    </Paper>
  );
}

function CorporateTaxFields({ savedTfn }: { savedTfn: string }) {
  const categories = useCorporateTaxCategories();
  const hasNotTfn = useWatch({ name: 'has_not_tfn' }) as boolean;
  const foreign = useWatch({ name: 'is_foreign_entity' }) as boolean | null;
  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
      {!hasNotTfn && (
        <TextField
          name="tfn"
          label={CorporateTaxLabels.tfn}
          inputMode="numeric"
          maxLength={TFN_MAX_LENGTH + 2}
          helperText={savedTfn ? `Saved: ${savedTfn}. Type it again to keep or change it.` : undefined}
        />
      )}
      <Checkbox name="has_not_tfn" label={CorporateTaxLabels.hasNotTfn} />
      <TextField name="abn" label={CorporateTaxLabels.abn} inputMode="numeric" maxLength={FORMATTED_INPUT_MAX_LENGTH} />
      <YesNoField name="is_foreign_entity" label={CorporateTaxLabels.isForeignEntity} />
      {foreign === true && (
        <>
          <CountrySelect name="country" label={CorporateTaxLabels.country} />
          <TextField name="tin" label={CorporateTaxLabels.tin} inputMode="numeric" maxLength={TIN_MAX_LENGTH} />
        </>
      )}
      <Select name="category" label={CorporateTaxLabels.category} options={options} disabled={categories.isPending} />
    </>
  );
}
