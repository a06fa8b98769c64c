import {
  centsToDecimalString,
  Messages,
  toCents,
  WelcomeTermMessages,
  type LoanNoteBundle,
  type NoteType,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form, type AppForm } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { useApplyForLoanNotes } from '../api/apply-for-loan-notes';
import { useUpdateLoanNoteBundle } from '../api/update-loan-note-bundle';

/** Dollars as typed: digits with optional thousands commas and up to 2 decimals ('10,000.00'). */
const DOLLARS = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
export const LoanNoteFormMessages = {
  amountFormat: 'Enter an amount in dollars with up to 2 decimals, as 10,000.00',
  over18: WelcomeTermMessages.over18AndResident,
  notUsCanada: 'I am not a tax resident of the United States of America or Canada.',
  termsRequired: 'Tick this box to continue.',
  noBankAccount: 'This account has no active bank account yet: add one first.',
  addBankAccount: 'Add a bank account',
} as const;

const noteSchema = z.object({
  note_type: z.string().min(1, Messages.fieldRequired),
  face_value: z.string().trim().min(1, Messages.fieldRequired).regex(DOLLARS, LoanNoteFormMessages.amountFormat),
  interest_capitalisation: z.string().refine((v) => v === 'yes' || v === 'no', Messages.fieldRequired),
});

function formSchema(termsRequired: boolean) {
  const tick = termsRequired ? z.literal(true, { error: LoanNoteFormMessages.termsRequired }) : z.boolean();
  return z.object({
    bank_account: z.string().min(1, Messages.fieldRequired),
    loan_notes: z.array(noteSchema).min(1, Messages.fieldRequired),
    over_18: tick,
    not_us_canada_tax_resident: tick,
  });
}
type FormValues = z.input<ReturnType<typeof formSchema>>;
type NoteValues = z.input<typeof noteSchema>;

const EMPTY_NOTE: NoteValues = { note_type: '', face_value: '', interest_capitalisation: '' };

/** '10,000.50' -> 1000050 cents, exactly (no floating point). */
function cents(dollars: string): number {
  return Number(toCents(dollars.replace(/,/g, '')));
}

/** 1000050 cents -> '10,000.50'. */
function dollars(value: number): string {
  const [whole, fraction] = centsToDecimalString(value).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** '6 months, 5.400% p.a., interest paid quarterly' (spec 2 §9: 48-hour notes monthly, others quarterly). */
export function noteTypeLabel(type: NoteType): string {
  return `${type.label}, ${type.interest_rate}% p.a., interest paid ${type.interest_frequency}`;
}

export type BankAccountChoice = { id: number; label: string };

/**
 * The loan note product details (spec 2 §2, §5, §8): the bank account the notes pay into, each
 * note's product, face value and interest option, and before the first application the welcome
 * terms. A save goes on to where the server says; a failed one keeps what was typed, with
 * 'Note type is not active' opening the 'Product option is not available' dialog.
 */
export function LoanNoteApplicationForm({
  accountId,
  bundle,
  noteTypes,
  bankAccounts,
  addBankAccountHref,
  onSaved,
}: {
  accountId: number;
  /** The account's application when it has one (edit), else undefined (create). */
  bundle: LoanNoteBundle | undefined;
  noteTypes: readonly NoteType[];
  bankAccounts: readonly BankAccountChoice[];
  addBankAccountHref: string;
  onSaved: (saved: LoanNoteBundle) => void;
}) {
  const apply = useApplyForLoanNotes();
  const update = useUpdateLoanNoteBundle();
  const [unavailable, setUnavailable] = useState(false);
  const termsRequired = bundle === undefined;
  const schema = formSchema(termsRequired);
  const chosen = bundle?.loan_notes.filter((n) => !n.is_automatically_created) ?? [];
  const defaultValues: FormValues = {
    bank_account: String(bundle?.bank_account ?? (bankAccounts.length === 1 ? bankAccounts[0]!.id : '')),
    loan_notes:
      chosen.length > 0
        ? chosen.map((n) => ({
            note_type: String(n.note_type),
            face_value: dollars(n.face_value),
            interest_capitalisation: n.interest_capitalisation ? 'yes' : 'no',
          }))
        : [EMPTY_NOTE],
    over_18: false,
    not_us_canada_tax_resident: false,
  };

  async function submit(values: z.output<typeof schema>) {
    const loanNotes = values.loan_notes.map((n) => ({
      note_type: Number(n.note_type),
      face_value: cents(n.face_value),
      interest_capitalisation: n.interest_capitalisation === 'yes',
    }));
    try {
      const saved = bundle
        ? await update.mutateAsync({
            id: bundle.id,
            body: { bank_account: Number(values.bank_account), loan_notes: loanNotes },
          })
        : await apply.mutateAsync({
            account: accountId,
            bank_account: Number(values.bank_account),
            loan_notes: loanNotes,
          });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && Object.values(error.fieldErrors).includes(Messages.noteTypeNotActive))
        setUnavailable(true);
      throw error;
    }
  }

  return (
    <>
      <Form schema={schema} defaultValues={defaultValues} onSubmit={submit} aria-label="Product details">
        {(form) => (
          <Stack spacing={2}>
            <BankAccountChoiceField bankAccounts={bankAccounts} addBankAccountHref={addBankAccountHref} />
            <LoanNotes form={form} noteTypes={noteTypes} />
            {termsRequired && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle1">
                  Terms
                </Typography>
                <Checkbox name="over_18" label={LoanNoteFormMessages.over18} />
                <Checkbox name="not_us_canada_tax_resident" label={LoanNoteFormMessages.notUsCanada} />
              </Box>
            )}
            <SubmitButton>Save</SubmitButton>
          </Stack>
        )}
      </Form>
      <SuccessDialog open={unavailable} onClose={() => setUnavailable(false)} title={Messages.productNotAvailableTitle}>
        {Messages.productNotAvailable}
      </SuccessDialog>
    </>
  );
}

function BankAccountChoiceField({
  bankAccounts,
  addBankAccountHref,
}: {
  bankAccounts: readonly BankAccountChoice[];
  addBankAccountHref: string;
}) {
  if (bankAccounts.length === 0)
    return (
      <Box>
        <Typography>{LoanNoteFormMessages.noBankAccount}</Typography>
        <Link component={RouterLink} to={addBankAccountHref}>
          {LoanNoteFormMessages.addBankAccount}
        </Link>
      </Box>
    );
  return (
    <RadioGroupField
      name="bank_account"
      label="Bank account the loan notes pay into"
      options={bankAccounts.map((b) => ({ value: String(b.id), label: b.label }))}
    />
  );
}

function LoanNotes({
  form,
  noteTypes,
}: {
  form: AppForm<ReturnType<typeof formSchema>>;
  noteTypes: readonly NoteType[];
}) {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'loan_notes' });
  const listError = form.formState.errors.loan_notes?.message ?? form.formState.errors.loan_notes?.root?.message;
  return (
    <Stack spacing={2}>
      {fields.map((field, i) => (
        <Box
          key={field.id}
          component="fieldset"
          aria-label={`Loan note ${i + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography component="legend" variant="subtitle1">
            Loan note {i + 1}
          </Typography>
          <Select
            name={`loan_notes.${i}.note_type`}
            label="Product"
            options={noteTypes.map((t) => ({ value: String(t.id), label: noteTypeLabel(t) }))}
          />
          <TextField name={`loan_notes.${i}.face_value`} label="Face value" inputMode="decimal" startAdornment="$" />
          <RadioGroupField
            name={`loan_notes.${i}.interest_capitalisation`}
            label="Interest capitalisation"
            row
            options={[
              { value: 'yes', label: 'Capitalise interest' },
              { value: 'no', label: 'Pay interest to my bank account' },
            ]}
          />
          {fields.length > 1 && <Button onClick={() => remove(i)}>Remove loan note {i + 1}</Button>}
        </Box>
      ))}
      {listError && (
        <Typography color="error" role="alert">
          {listError}
        </Typography>
      )}
      <Button variant="outlined" onClick={() => append(EMPTY_NOTE)}>
        Add a loan note
      </Button>
    </Stack>
  );
}
