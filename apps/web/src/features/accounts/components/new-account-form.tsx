import {
  abnLookupSchema,
  ACCOUNT_TYPE_CHOICES,
  AccountMessages,
  AccountType,
  AccountTypeLabel,
  corporateInfoLookupSchema,
  accountCreateSchema,
  formatAbn,
  hasAcnLength,
  Messages,
  nameIsTyped,
  normaliseAbn,
  normaliseAcn,
  takesAcn,
  takesTrustee,
  TrusteeType,
  TrusteeTypeLabel,
  type AbnLookupResult,
  type AccountCreate,
  type AccountCreateInput,
  type CorporateInfo,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { useCreateAccount } from '../api/create-account';
import { useFetchCorporateInfo } from '../api/fetch-corporate-info';
import { useLookUpAbn } from '../api/look-up-abn';
import { LOOKUP_ERROR, LookupField } from './lookup-field';
import { Officeholders } from './officeholders';

/** The account an invitation was sent for (spec 2 §4: the form is prefilled from the registration invite). */
export interface AccountPreset {
  type: AccountType;
  name: string | null;
}

/** Every field but the type, as a new form (or a changed type) starts them. */
const EMPTY = {
  name: '',
  abn: '',
  acn: '',
  trustee: null,
  trustee_name: '',
  trustee_confirm: false,
} satisfies Omit<AccountCreateInput, 'type'>;
type ResettableField = keyof typeof EMPTY;

const TYPE_OPTIONS = ACCOUNT_TYPE_CHOICES.map((type) => ({ value: type, label: AccountTypeLabel[type] }));
const TRUSTEE_OPTIONS = [TrusteeType.individual, TrusteeType.corporate].map((trustee) => ({
  value: trustee,
  label: TrusteeTypeLabel[trustee],
}));

/** What the name field is called for each type. */
const NAME_LABEL: Record<AccountType, string> = {
  individual: 'Account name',
  joint: 'Account name',
  company: 'Company name',
  trust: 'Trust name',
  smsf: 'Fund name',
};

/** Fields a type does not take are not sent, whatever the form still holds. */
function payloadFor(values: AccountCreate): AccountCreateInput {
  const trustee = takesTrustee(values.type) ? values.trustee : null;
  return {
    type: values.type,
    name: values.name,
    abn: values.type === AccountType.smsf ? values.abn : '',
    acn: takesAcn(values.type, trustee) ? values.acn : '',
    trustee,
    trustee_name: trustee === TrusteeType.corporate ? values.trustee_name : '',
    trustee_confirm: trustee === TrusteeType.individual ? values.trustee_confirm : false,
  };
}

/**
 * A new account's details (spec 2 §2 Account details, §5 rules): the type, then the fields that
 * type takes. Individual and joint accounts start with the person's name (an individual's is
 * not typed); an SMSF's name comes from its ABN; a company's, or a corporate trustee's, from
 * its ACN, which also lists the officeholders. Lookup errors land on the number's field; nothing
 * typed is lost, on a lookup or on a failed save.
 */
export function NewAccountForm({
  personName,
  preset,
  onCreated,
}: {
  personName: string;
  /** What the person's registration invitation says the account is: the form starts with it. */
  preset?: AccountPreset | undefined;
  onCreated: (id: number) => void;
}) {
  const create = useCreateAccount();
  const type = preset?.type;
  const name =
    type === AccountType.individual || type === AccountType.joint ? personName : (preset?.name ?? EMPTY.name);
  return (
    <Form
      schema={accountCreateSchema}
      defaultValues={{ ...EMPTY, type, name }}
      aria-label="Account details"
      onSubmit={async (values) => {
        const created = await create.mutateAsync(payloadFor(values));
        onCreated(created.id);
      }}
    >
      <NewAccountFields personName={personName} />
      <SubmitButton sx={{ mt: 3 }}>Create account</SubmitButton>
    </Form>
  );
}

/** The message a failed lookup leaves on its field: the server's words for it, else its reason. */
function lookupFailure(error: unknown, field: 'abn' | 'acn'): string {
  if (!isApiError(error)) return Messages.genericError;
  return error.fieldErrors[field] ?? error.message;
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? Messages.isNotValid;
}

/** Company and trust names are typed from scratch: moving between them keeps what was typed. */
const typedFromScratch = (type: AccountType | undefined) => type === AccountType.company || type === AccountType.trust;

function NewAccountFields({ personName }: { personName: string }) {
  const form = useFormContext<AccountCreateInput>();
  const type = useWatch({ control: form.control, name: 'type' }) as AccountType | undefined;
  const trustee = useWatch({ control: form.control, name: 'trustee' });
  const [organisation, setOrganisation] = useState<AbnLookupResult | null>(null);
  const [company, setCompany] = useState<CorporateInfo | null>(null);
  const abnLookup = useLookUpAbn();
  const corporateInfo = useFetchCorporateInfo();

  const resetFields = (fields: ResettableField[]) => {
    for (const field of fields) form.setValue(field, EMPTY[field]);
    form.clearErrors(fields);
  };

  const changeType = (next: AccountType) => {
    const name =
      next === AccountType.individual || next === AccountType.joint
        ? personName
        : typedFromScratch(type) && typedFromScratch(next)
          ? form.getValues('name')
          : '';
    resetFields(['abn', 'acn', 'trustee', 'trustee_name', 'trustee_confirm']);
    form.setValue('name', name);
    form.clearErrors('name');
    setOrganisation(null);
    setCompany(null);
  };

  const changeTrustee = () => {
    resetFields(['acn', 'trustee_name', 'trustee_confirm']);
    setCompany(null);
  };

  const lookUpAbn = (typed: string) => {
    const parsed = abnLookupSchema.safeParse({ abn: typed });
    if (!parsed.success) {
      form.setError('abn', { type: LOOKUP_ERROR, message: firstIssue(parsed.error) }, { shouldFocus: true });
      return;
    }
    const { abn } = parsed.data;
    abnLookup.mutate(
      { abn },
      {
        onSuccess: (result) => {
          // An answer about a number no longer in the field is not this account's.
          if (normaliseAbn(form.getValues('abn') ?? '') !== abn) return;
          setOrganisation(result);
          form.setValue('name', result.organization_name, { shouldDirty: true });
          form.clearErrors('name');
        },
        onError: (error) =>
          form.setError('abn', { type: LOOKUP_ERROR, message: lookupFailure(error, 'abn') }, { shouldFocus: true }),
      },
    );
  };

  const lookUpAcn = (typed: string) => {
    const parsed = corporateInfoLookupSchema.safeParse({ acn: typed });
    if (!parsed.success) {
      form.setError('acn', { type: LOOKUP_ERROR, message: firstIssue(parsed.error) }, { shouldFocus: true });
      return;
    }
    const { acn } = parsed.data;
    const filled = type === AccountType.company ? 'name' : 'trustee_name';
    corporateInfo.mutate(
      { acn },
      {
        onSuccess: (info) => {
          if (normaliseAcn(form.getValues('acn') ?? '') !== acn) return;
          setCompany(info);
          form.setValue(filled, info.business_name, { shouldDirty: true });
          form.clearErrors(filled);
        },
        onError: (error) =>
          form.setError('acn', { type: LOOKUP_ERROR, message: lookupFailure(error, 'acn') }, { shouldFocus: true }),
      },
    );
  };

  const acnField = (
    <>
      <LookupField
        name="acn"
        label="ACN"
        buttonLabel="Validate"
        helperText="The company's 9-digit Australian Company Number"
        canLookUp={hasAcnLength}
        pending={corporateInfo.isPending}
        onLookUp={lookUpAcn}
        onEdited={() => setCompany(null)}
      />
      <Box role="status">{company && <Officeholders company={company} />}</Box>
    </>
  );

  return (
    <>
      <RadioGroupField name="type" label="Account type" options={TYPE_OPTIONS} onValueChange={changeType} />
      {type === AccountType.smsf && (
        <>
          <LookupField
            name="abn"
            label="ABN"
            buttonLabel="Look up"
            helperText="The fund's 11-digit Australian Business Number"
            pending={abnLookup.isPending}
            onLookUp={lookUpAbn}
            onEdited={() => {
              if (!organisation) return;
              setOrganisation(null);
              form.setValue('name', '');
            }}
          />
          <Box role="status">
            {organisation && (
              <Alert severity={organisation.status === 'cancelled' ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {organisation.organization_name} (ABN {formatAbn(organisation.abn)})
                {organisation.status === 'cancelled' && <>. {AccountMessages.abnCancelled}</>}
              </Alert>
            )}
          </Box>
        </>
      )}
      {type && (
        <TextField
          name="name"
          label={NAME_LABEL[type]}
          readOnly={!nameIsTyped(type)}
          helperText={
            type === AccountType.individual
              ? 'Your name, as it is on your profile'
              : type === AccountType.smsf
                ? 'Filled in from the ABN lookup'
                : undefined
          }
        />
      )}
      {type === AccountType.company && acnField}
      {type && takesTrustee(type) && (
        <>
          <RadioGroupField
            name="trustee"
            label="Trustee type"
            options={TRUSTEE_OPTIONS}
            onValueChange={changeTrustee}
          />
          {trustee === TrusteeType.individual && (
            <Checkbox name="trustee_confirm" label={AccountMessages.trusteeConfirmation} />
          )}
          {trustee === TrusteeType.corporate && (
            <>
              <TextField name="trustee_name" label="Trustee company name" />
              {acnField}
            </>
          )}
        </>
      )}
    </>
  );
}
