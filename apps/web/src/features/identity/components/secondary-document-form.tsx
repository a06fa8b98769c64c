import {
  AuState,
  AuStateName,
  MedicareCardColour,
  Messages,
  secondaryDocumentInputSchema,
  today,
  toIsoDate,
  VerificationDocumentTypeLabel,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { usePersonalDetail } from '../api/get-personal-detail';
import { useSecondaryDocumentTypes } from '../api/get-secondary-document-types';
import { useSaveSecondaryDocument } from '../api/save-secondary-document';
import { FileUploadField } from './file-upload-field';
import { MedicareMonthField } from './medicare-expiry-field';
import { IdentityScreen } from './screen';

const TITLE = 'Secondary verification document';

type DocumentType = 'medicare_card' | 'passport' | 'driver_licence';
type FormInput = z.input<typeof secondaryDocumentInputSchema>;

const COLOUR_OPTIONS = Object.values(MedicareCardColour).map((colour) => ({
  value: colour,
  label: colour[0]!.toUpperCase() + colour.slice(1),
}));
const STATE_OPTIONS = Object.values(AuState).map((code) => ({ value: code, label: AuStateName[code] }));

/** A fresh document of one type, so fields of another type do not ride along into validation. */
function emptyDocument(type: DocumentType): FormInput {
  switch (type) {
    case 'medicare_card':
      return {
        document_type: type,
        card_type: 'green',
        medicare_card_number: '',
        individual_reference_number: '',
        medicare_expiry_date: '',
        medicare_card_file: null,
      };
    case 'passport':
      return { document_type: type, document_id: '', issue_date: '', expiry_date: '', document_file: null };
    case 'driver_licence':
      return {
        document_type: type,
        document_state: '' as AuState,
        document_id: '',
        card_number: '',
        expiry_date: '',
        document_file: null,
      };
  }
}

/**
 * The secondary verification document (document 1 §2 screen 5), asked for when the personal
 * details could not be verified: a Medicare card by default, or another available type.
 */
export function SecondaryDocumentForm({ onSaved }: { onSaved: () => void }) {
  const personal = usePersonalDetail();
  const save = useSaveSecondaryDocument();
  if (personal.isPending) return <PageSpinner label="Loading your details" />;
  if (personal.isError || !personal.data) {
    return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  }
  const personalDetailId = personal.data.id;
  return (
    <IdentityScreen title={TITLE} intro="Add a second document so we can verify your identity.">
      <Form
        schema={secondaryDocumentInputSchema}
        defaultValues={emptyDocument('medicare_card')}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ personalDetailId, values });
          onSaved();
        }}
      >
        <SecondaryDocumentFields />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
    </IdentityScreen>
  );
}

function SecondaryDocumentFields() {
  const { reset, setValue } = useFormContext<FormInput>();
  const types = useSecondaryDocumentTypes();
  const type = useWatch<FormInput>({ name: 'document_type' }) as DocumentType;
  const cardType = useWatch({ name: 'card_type' }) as unknown;
  const todayIso = toIsoDate(today());
  const typeOptions = (types.data ?? [{ document_type: 'medicare_card' as const, label: '' }]).map((t) => ({
    value: t.document_type,
    label: t.label || VerificationDocumentTypeLabel[t.document_type],
  }));
  return (
    <>
      <Select
        name="document_type"
        label="Document type"
        options={typeOptions}
        onValueChange={(value) => reset(emptyDocument((value || 'medicare_card') as DocumentType))}
      />
      {type === 'medicare_card' && (
        <>
          <Select
            name="card_type"
            label="Card colour"
            options={COLOUR_OPTIONS}
            // A month and a full date are different answers: the old one is asked again.
            onValueChange={() => setValue('medicare_expiry_date', '')}
          />
          <TextField name="medicare_card_number" label="Card number" inputMode="numeric" maxLength={16} />
          <TextField
            name="individual_reference_number"
            label="Individual reference number"
            inputMode="numeric"
            maxLength={1}
            helperText="The number next to your name on the card (1-9)"
          />
          {cardType === 'green' ? (
            <MedicareMonthField name="medicare_expiry_date" label="Expiry month" min={todayIso.slice(0, 7)} />
          ) : (
            <TextField name="medicare_expiry_date" label="Expiry date" type="date" shrinkLabel min={todayIso} />
          )}
          <FileUploadField name="medicare_card_file" label="Upload a copy of your card (optional)" />
        </>
      )}
      {type === 'passport' && (
        <>
          <TextField name="document_id" label="Passport number" maxLength={11} />
          <TextField name="issue_date" label="Passport issue date" type="date" shrinkLabel max={todayIso} />
          <TextField name="expiry_date" label="Passport expiry date" type="date" shrinkLabel min={todayIso} />
          <FileUploadField name="document_file" label="Upload a copy of your passport (optional)" />
        </>
      )}
      {type === 'driver_licence' && (
        <>
          <Select name="document_state" label="Licence state" options={STATE_OPTIONS} />
          <TextField name="document_id" label="Licence number" maxLength={11} />
          <TextField name="card_number" label="Card number" maxLength={11} />
          <TextField name="expiry_date" label="Licence expiry date" type="date" shrinkLabel min={todayIso} />
          <FileUploadField name="document_file" label="Upload a copy of your licence (optional)" />
        </>
      )}
    </>
  );
}
