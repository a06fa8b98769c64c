import {
  ErrorCode,
  Messages,
  personalDetailInputSchema,
  today,
  toIsoDate,
  VERIFICATION_ATTEMPTS_BEFORE_SKIP,
  type PersonalDetail,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/toasts';
import { useGenders } from '../api/get-genders';
import { useNameTitles } from '../api/get-name-titles';
import { personalDetailQueryOptions, usePersonalDetail } from '../api/get-personal-detail';
import { useSavePersonalDetail } from '../api/save-personal-detail';
import { useSkipVerification } from '../api/skip-verification';
import { emptyPrimaryDocument, PrimaryDocumentFields } from './primary-document-fields';
import { ResidentialAddressFields } from './residential-address-fields';
import { IdentityScreen, SectionHeading } from './screen';
import { VerificationRequiredDialog } from './verification-required-dialog';
import { ReviewMessage } from './verification-status';

const TITLE = 'Personal details';

/** Consent is required for every new check; only a verified, unchanged document goes without (the server judges "unchanged"). */
const consentRequired = personalDetailInputSchema.refine((values) => values.consent_access, {
  path: ['consent_access'],
  message: Messages.fieldRequired,
});

type FormInput = z.input<typeof personalDetailInputSchema>;

function defaultsFrom(saved: PersonalDetail | null): FormInput {
  if (!saved) {
    return {
      title: undefined as unknown as number,
      gender: undefined as unknown as number,
      first_name: '',
      middle_name: '',
      last_name: '',
      preferred_name: '',
      date_of_birth: '',
      country: 'AU',
      street_number: '',
      street_name: '',
      suburb: '',
      state: '',
      post_code: '',
      address_line_1: '',
      primary_verification_document: emptyPrimaryDocument(
        'driver_licence',
      ) as FormInput['primary_verification_document'],
      consent_access: false,
    };
  }
  const doc = saved.primary_verification_document;
  const document_file = doc.document_file?.id ?? null;
  return {
    ...saved,
    primary_verification_document:
      doc.document_type === 'driver_licence'
        ? {
            document_type: 'driver_licence',
            document_state: (doc.document_state ?? '') as 'NSW',
            document_id: doc.document_id,
            card_number: doc.card_number ?? '',
            expiry_date: doc.expiry_date,
            document_file,
          }
        : {
            document_type: 'passport',
            document_id: doc.document_id,
            issue_date: doc.issue_date ?? '',
            expiry_date: doc.expiry_date,
            document_file,
          },
    // Asked again for each new check.
    consent_access: false,
  };
}

/** error_1: the server saved the details but could not reach the identity check (document 1 §4). */
function isCheckUnavailable(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 503 && error.code === ErrorCode.identityCheckUnavailable;
}

/**
 * Personal details (document 1 §2 screen 5, §4, §5): name, date of birth, residential address and
 * a primary document, checked by the server on save. A failed check keeps the form as typed so
 * the user can correct it; after three failures the check is left to a person. When the check
 * could not run at all (error_1) the user may try again or skip at once.
 * `onSaved` is told once the details are verified or the check was skipped.
 */
export function PersonalDetailsForm({ onSaved }: { onSaved: () => void }) {
  const saved = usePersonalDetail();
  if (saved.isPending) return <PageSpinner label="Loading your personal details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return <LoadedPersonalDetailsForm saved={saved.data} onSaved={onSaved} />;
}

function LoadedPersonalDetailsForm({ saved, onSaved }: { saved: PersonalDetail | null; onSaved: () => void }) {
  const save = useSavePersonalDetail();
  const skip = useSkipVerification();
  const queryClient = useQueryClient();
  /** The server's detail of the last submit's error_1, while it stands. */
  const [checkUnavailable, setCheckUnavailable] = useState<string | null>(null);
  // Read once: the form keeps what was typed after each save, whatever the server answered.
  const defaults = useMemo(() => defaultsFrom(saved), []); // eslint-disable-line react-hooks/exhaustive-deps
  const todayIso = toIsoDate(today());
  const notVerified = saved?.status === 'not_verified';
  const mustSkip = notVerified && saved.no_failed_verification_attempts >= VERIFICATION_ATTEMPTS_BEFORE_SKIP;
  const schema = saved?.status === 'verified' ? personalDetailInputSchema : consentRequired;

  function skipAndContinue(id: number) {
    // A failed skip is shown by the global handler (toast); the offer stays for another try.
    skip.mutateAsync(id).then(onSaved, () => undefined);
  }

  async function skipUnavailableCheck() {
    // The failed submit saved the details; a first save learns their id here (a failed read is handled globally).
    const stored = saved ?? (await queryClient.fetchQuery(personalDetailQueryOptions()).catch(() => undefined));
    if (stored) skipAndContinue(stored.id);
    else if (stored === null) showErrorToast(Messages.somethingWentWrongTryAgain);
  }

  return (
    <IdentityScreen title={TITLE}>
      {checkUnavailable !== null && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          role="alert"
          action={
            <Button color="inherit" size="small" disabled={skip.isPending} onClick={() => void skipUnavailableCheck()}>
              Skip verification
            </Button>
          }
        >
          {checkUnavailable}
        </Alert>
      )}
      {notVerified && saved.review_message && checkUnavailable === null && (
        <ReviewMessage message={saved.review_message} sx={{ mb: 2 }} />
      )}
      {notVerified &&
        checkUnavailable === null &&
        (!saved.review_message || saved.no_failed_verification_attempts > 0) && (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            {Messages.detailsNotVerified}{' '}
            {`Unsuccessful attempts: ${saved.no_failed_verification_attempts} of ${VERIFICATION_ATTEMPTS_BEFORE_SKIP}.`}
            {saved.verification_message ? ` ${saved.verification_message}` : ''}
          </Alert>
        )}
      <Form
        schema={schema}
        defaultValues={defaults}
        aria-label={TITLE}
        onSubmit={async (values) => {
          setCheckUnavailable(null);
          try {
            const detail = await save.mutateAsync({ id: saved?.id, values });
            // not_verified is an answer, not an error: the alert above says so and the form stays.
            if (detail.status !== 'not_verified') onSaved();
          } catch (error) {
            if (!isCheckUnavailable(error)) throw error;
            // The details are saved: read them back (the next try is a PATCH) and offer the skip.
            setCheckUnavailable(error.detail ?? Messages.identityCheckUnavailable);
            void queryClient.invalidateQueries({ queryKey: personalDetailQueryOptions().queryKey });
          }
        }}
      >
        <NameFields />
        <TextField
          name="date_of_birth"
          label="Date of birth"
          type="date"
          shrinkLabel
          max={todayIso}
          autoComplete="bday"
        />
        <SectionHeading>Residential address</SectionHeading>
        <ResidentialAddressFields />
        <SectionHeading>Verification document</SectionHeading>
        <PrimaryDocumentFields saved={saved?.primary_verification_document} today={todayIso} />
        <Checkbox name="consent_access" label="I consent to my identity being verified" />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
      <VerificationRequiredDialog
        open={mustSkip}
        skipping={skip.isPending}
        onSkip={() => {
          if (saved) skipAndContinue(saved.id);
        }}
      />
    </IdentityScreen>
  );
}

/** Title, gender and names. Switching gender clears the title and lists that gender's titles (document 1 §4). */
function NameFields() {
  const { setValue } = useFormContext();
  const gender = useWatch({ name: 'gender' }) as number | undefined;
  const genders = useGenders();
  const titles = useNameTitles(gender);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Select
          name="gender"
          label="Gender"
          numeric
          options={(genders.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          onValueChange={() => setValue('title', undefined)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Select
          name="title"
          label="Title"
          numeric
          disabled={gender === undefined}
          helperText={gender === undefined ? 'Choose a gender first' : undefined}
          options={(titles.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField name="first_name" label="First name" maxLength={50} autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField name="middle_name" label="Middle name" maxLength={50} autoComplete="additional-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField name="last_name" label="Last name" maxLength={50} autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField name="preferred_name" label="Preferred name" maxLength={28} autoComplete="nickname" />
      </Grid>
    </Grid>
  );
}
