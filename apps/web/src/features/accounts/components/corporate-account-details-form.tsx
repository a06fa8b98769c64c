import {
  AccountSetupLimits,
  AccountType,
  CorporateAccountDetailsLabels,
  CorporateAccountDetailsTitle,
  Messages,
  corporateAccountDetailsInputSchema,
  emptyAddressGroup,
  type Account,
  type CorporateAccountDetails,
  type CorporateAccountDetailsInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import MuiCheckbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddressGroupFields } from '../../../components/address/address-group-fields';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { useCorporateAccountDetails } from '../api/get-corporate-account-details';
import { useSaveCorporateAccountDetails } from '../api/save-corporate-account-details';

/** A company's own details, or those of the company that is an SMSF's or a trust's trustee. */
export function corporateDetailsTitle(account: Pick<Account, 'type'>): string {
  return account.type === AccountType.company
    ? CorporateAccountDetailsTitle.company
    : CorporateAccountDetailsTitle.corporateTrustee;
}

function defaultsFrom(saved: CorporateAccountDetails | null): CorporateAccountDetailsInput {
  if (!saved) {
    return {
      is_investing_primary_activity: null,
      nature_of_activity: '',
      office_address: emptyAddressGroup(),
      principal_place_address: emptyAddressGroup(),
      postal_address: emptyAddressGroup(),
    };
  }
  return {
    is_investing_primary_activity: saved.is_investing_primary_activity,
    nature_of_activity: saved.nature_of_activity,
    office_address: saved.office_address,
    // null: "same as the registered office", the box ticked.
    principal_place_address: saved.principal_place_same_as_office ? null : saved.principal_place_address,
    postal_address: saved.postal_same_as_office ? null : saved.postal_address,
  };
}

/**
 * Company or corporate trustee details (spec 2 §2, §4, §5): the primary activity and three
 * addresses, prefilled when saved before (then changed with PATCH). The nature of activity shows
 * only when investing is not the primary activity; the contract's schema clears what it held when
 * the form is sent. The principal place and the postal address can each be the registered office.
 */
export function CorporateAccountDetailsForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const account = useAccount(accountId);
  const saved = useCorporateAccountDetails(accountId);
  const save = useSaveCorporateAccountDetails();
  if (account.isPending || saved.isPending) return <PageSpinner label="Loading the company details" />;
  if (account.isError || saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const title = corporateDetailsTitle(account.data);
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Form
        schema={corporateAccountDetailsInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={title}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <ActivityFields />
        <Heading>{CorporateAccountDetailsLabels.officeAddress}</Heading>
        <AddressGroupFields name="office_address" heading={CorporateAccountDetailsLabels.officeAddress} />
        <OptionalAddress
          name="principal_place_address"
          heading={CorporateAccountDetailsLabels.principalPlaceAddress}
          sameAsOffice={CorporateAccountDetailsLabels.principalPlaceSameAsOffice}
        />
        <OptionalAddress
          name="postal_address"
          heading={CorporateAccountDetailsLabels.postalAddress}
          sameAsOffice={CorporateAccountDetailsLabels.postalSameAsOffice}
        />
        <SubmitButton sx={{ mt: 2 }}>Save</SubmitButton>
      </Form>
    </Paper>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
      {children}
    </Typography>
  );
}

function ActivityFields() {
  const investingPrimary = useWatch({ name: 'is_investing_primary_activity' }) as boolean | null;
  return (
    <>
      <YesNoField
        name="is_investing_primary_activity"
        label={CorporateAccountDetailsLabels.isInvestingPrimaryActivity}
      />
      {investingPrimary === false && (
        <TextField
          name="nature_of_activity"
          label={CorporateAccountDetailsLabels.natureOfActivity}
          maxLength={AccountSetupLimits.natureOfActivityMaxLength}
        />
      )}
    </>
  );
}

/**
 * An address that may be the registered office: ticked, the group is null (the server keeps a copy
 * of the office) and its fields hide; unticked, the fields show, starting from the office's values.
 */
function OptionalAddress({ name, heading, sameAsOffice }: { name: string; heading: string; sameAsOffice: string }) {
  const { getValues, setValue } = useFormContext();
  const address = useWatch({ name }) as unknown;
  const same = address === null;
  return (
    <>
      <Heading>{heading}</Heading>
      <FormControlLabel
        label={sameAsOffice}
        control={
          <MuiCheckbox
            checked={same}
            onChange={(event) =>
              setValue(name, event.target.checked ? null : { ...(getValues('office_address') as object) }, {
                shouldDirty: true,
              })
            }
          />
        }
      />
      {!same && <AddressGroupFields name={name} heading={heading} />}
    </>
  );
}
