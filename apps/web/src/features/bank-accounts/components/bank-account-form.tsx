import {
  ACCEPTED_FILE_EXTENSIONS,
  BankAccountMessages,
  bankAccountInputSchema,
  DebounceMs,
  FILE_MAX_SIZE_MB,
  fileUploadProblem,
  Messages,
  type BankAccountDocument,
  type BankAccountInput,
  type BankAccountValues,
} from '@portal/contract';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteBankAccountDocument } from '../api/delete-bank-account-document';
import { useBsbDetail } from '../api/get-bsb-detail';
import { useUploadBankAccountDocument } from '../api/upload-bank-account-document';

export const EMPTY_BANK_ACCOUNT: BankAccountInput = {
  bsb: '',
  bank: '',
  branch: '',
  name: '',
  number: '',
  document_file: null,
  password: '',
};

const UPLOAD_LABEL = 'Upload bank statement';
const ACCEPT = ACCEPTED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The contract's rules, plus the password when the server asks for one (OPTIONS is_password_required). */
function formSchema(isPasswordRequired: boolean) {
  if (!isPasswordRequired) return bankAccountInputSchema;
  return bankAccountInputSchema.superRefine((form, ctx) => {
    if (form.password === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: BankAccountMessages.passwordRequired });
    }
  });
}

/**
 * A bank account's details (spec 2 §2 Bank account, §5 rules): BSB with the bank and branch looked
 * up, account number and name, the password when the server asks for it, and a bank statement
 * uploaded as soon as it is chosen. Server errors land on their fields; what was typed stays.
 */
export function BankAccountForm({
  defaultValues = EMPTY_BANK_ACCOUNT,
  initialDocument = null,
  isPasswordRequired,
  submitLabel,
  onSubmit,
  ariaLabel,
  secondaryAction,
}: {
  defaultValues?: BankAccountInput;
  /** The statement already on record (an existing bank account's), listed from the start. */
  initialDocument?: BankAccountDocument | null;
  isPasswordRequired: boolean;
  submitLabel: string;
  onSubmit: (values: BankAccountValues) => Promise<unknown>;
  ariaLabel: string;
  /** E.g. a Cancel link beside the submit button. */
  secondaryAction?: ReactNode;
}) {
  const schema = useMemo(() => formSchema(isPasswordRequired), [isPasswordRequired]);
  return (
    <Form schema={schema} defaultValues={defaultValues} onSubmit={(values) => onSubmit(values)} aria-label={ariaLabel}>
      <BankAccountFields isPasswordRequired={isPasswordRequired} initialDocument={initialDocument} />
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2 }}>
        <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
        {secondaryAction}
      </Stack>
    </Form>
  );
}

function BankAccountFields({
  isPasswordRequired,
  initialDocument,
}: {
  isPasswordRequired: boolean;
  initialDocument: BankAccountDocument | null;
}) {
  const lookup = useBsbLookup();
  return (
    <>
      <TextField name="bsb" label="BSB" inputMode="numeric" autoComplete="off" helperText="6 digits, e.g. 062-000" />
      <TextField name="bank" label="Bank" readOnly={lookup.found} helperText={lookup.notFound ?? undefined} />
      <TextField name="branch" label="Branch" readOnly={lookup.found} />
      <TextField name="number" label="Account number" inputMode="numeric" autoComplete="off" />
      <TextField name="name" label="Account name" autoComplete="off" />
      {isPasswordRequired && <PasswordField name="password" label="Password" autoComplete="new-password" />}
      <BankStatement initialDocument={initialDocument} />
    </>
  );
}

/** The BSB's 6 digits once complete ('062-000' and '062 000' alike), else null. */
function completeBsb(value: unknown): string | null {
  const digits = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Looks the BSB up 300 ms after typing stops: a known BSB fills Bank and Branch and makes them
 * read-only; an unknown one (404) leaves them for the person to type, with the server's words
 * under Bank. Names filled by an earlier lookup are cleared then, so a wrong bank is not kept.
 */
function useBsbLookup(): { found: boolean; notFound: string | null } {
  const { control, setValue, getValues, setError, clearErrors } = useFormContext<BankAccountInput>();
  const bsb = completeBsb(useDebouncedValue(useWatch({ control, name: 'bsb' }), DebounceMs.bsbLookup));
  const detail = useBsbDetail(bsb);
  const filled = useRef<{ bank: string; branch: string } | null>(null);

  useEffect(() => {
    if (detail.data) {
      filled.current = { bank: detail.data.bank, branch: detail.data.branch_name };
      setValue('bank', detail.data.bank, { shouldValidate: false });
      setValue('branch', detail.data.branch_name, { shouldValidate: false });
      clearErrors(['bank', 'branch']);
      return;
    }
    if (!detail.error) return;
    const { bank, branch } = getValues();
    if (filled.current && filled.current.bank === bank && filled.current.branch === branch) {
      setValue('bank', '');
      setValue('branch', '');
    }
    filled.current = null;
    const fieldError = isApiError(detail.error) ? detail.error.fieldErrors.bsb : undefined;
    if (fieldError) setError('bsb', { type: 'server', message: fieldError });
  }, [detail.data, detail.error, setValue, getValues, setError, clearErrors]);

  const found = bsb !== null && detail.data !== undefined;
  const notFound =
    bsb !== null && isApiError(detail.error) && detail.error.status === 404
      ? (detail.error.detail ?? BankAccountMessages.bsbNotFound)
      : null;
  return { found, notFound };
}

/**
 * The bank statement (spec 2 §5 "document required"): one file (a new upload replaces it), pdf/png/jpg up to 10 MB, checked
 * here first and by its content on the server. Removing a statement uploaded in this form deletes
 * it from the server; one already on record is only let go of (the saved bank account keeps it
 * until the new details are saved).
 */
function BankStatement({ initialDocument }: { initialDocument: BankAccountDocument | null }) {
  const { control } = useFormContext<BankAccountInput>();
  const { field, fieldState } = useController({ control, name: 'document_file' });
  const upload = useUploadBankAccountDocument();
  const remove = useDeleteBankAccountDocument();
  const picker = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const headingId = useId();
  const [document, setDocument] = useState<BankAccountDocument | null>(
    initialDocument && initialDocument.id === field.value ? initialDocument : null,
  );
  const [uploadedHere, setUploadedHere] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change again.
    event.target.value = '';
    if (!file) return;
    const refused = fileUploadProblem(file, FILE_MAX_SIZE_MB);
    setProblem(refused);
    if (refused) return;
    try {
      const stored = await upload.mutateAsync(file);
      // A new statement replaces the one chosen before; one uploaded here is not needed any more.
      if (uploadedHere !== null) remove.mutate(uploadedHere);
      setDocument(stored);
      setUploadedHere(stored.id);
      field.onChange(stored.id);
    } catch (error) {
      setProblem(isApiError(error) ? (error.fieldErrors.file ?? error.message) : Messages.genericError);
    }
  }

  function drop() {
    if (document && document.id === uploadedHere) remove.mutate(document.id);
    setDocument(null);
    setUploadedHere(null);
    field.onChange(null);
  }

  const message = problem ?? fieldState.error?.message ?? null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography id={headingId} color="text.secondary">
        Bank statement
      </Typography>
      {document && (
        <List aria-labelledby={headingId} disablePadding>
          <ListItem
            divider
            secondaryAction={
              <Button size="small" color="error" onClick={drop} aria-label={`Remove ${document.file_name}`}>
                Remove
              </Button>
            }
          >
            <ListItemText primary={document.file_name} sx={{ pr: 12, overflowWrap: 'anywhere' }} />
          </ListItem>
        </List>
      )}
      <Stack direction="row">
        {/* One control: a real button that opens the browser's file picker; the input stays hidden. */}
        <Button
          variant="outlined"
          disabled={upload.isPending}
          onClick={() => picker.current?.click()}
          aria-describedby={messageId}
          ref={field.ref}
        >
          {upload.isPending ? 'Uploading…' : UPLOAD_LABEL}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          aria-label={UPLOAD_LABEL}
          onChange={(event) => void choose(event)}
          hidden
        />
      </Stack>
      <FormHelperText id={messageId} error={Boolean(message)} role={problem ? 'alert' : undefined}>
        {message ?? `PDF, PNG or JPG, up to ${FILE_MAX_SIZE_MB} MB`}
      </FormHelperText>
    </Stack>
  );
}
