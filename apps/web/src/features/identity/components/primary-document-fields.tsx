import { AuState, AuStateName, type PersonalDetail } from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { FileUploadField } from './file-upload-field';

const DOC = 'primary_verification_document';

const TYPE_OPTIONS = [
  { value: 'driver_licence', label: 'Driver licence' },
  { value: 'passport', label: 'Passport' },
];

const STATE_OPTIONS = Object.values(AuState).map((code) => ({ value: code, label: AuStateName[code] }));

/** A fresh document of one type: the fields of the other type must not ride along into validation. */
export function emptyPrimaryDocument(type: 'driver_licence' | 'passport') {
  return type === 'driver_licence'
    ? {
        document_type: type,
        document_state: '',
        document_id: '',
        card_number: '',
        expiry_date: '',
        document_file: null,
      }
    : { document_type: type, document_id: '', issue_date: '', expiry_date: '', document_file: null };
}

/** The primary verification document of the personal details (document 1 §5): a driver licence or a passport. */
export function PrimaryDocumentFields({
  saved,
  today,
}: {
  saved: PersonalDetail['primary_verification_document'] | undefined;
  today: string;
}) {
  const { setValue } = useFormContext();
  const type = useWatch({ name: `${DOC}.document_type` }) as unknown;
  return (
    <>
      <Select
        name={`${DOC}.document_type`}
        label="Document type"
        options={TYPE_OPTIONS}
        onValueChange={(value) =>
          setValue(DOC, emptyPrimaryDocument(value === 'passport' ? 'passport' : 'driver_licence'))
        }
      />
      {type === 'driver_licence' && (
        <>
          <Select name={`${DOC}.document_state`} label="Licence state" options={STATE_OPTIONS} />
          <TextField name={`${DOC}.document_id`} label="Licence number" maxLength={11} />
          <TextField name={`${DOC}.card_number`} label="Card number" maxLength={11} />
          <TextField name={`${DOC}.expiry_date`} label="Licence expiry date" type="date" shrinkLabel min={today} />
          <FileUploadField
            name={`${DOC}.document_file`}
            label="Upload a copy of your licence"
            currentFileName={saved?.document_type === 'driver_licence' ? saved.document_file?.file_name : undefined}
          />
        </>
      )}
      {type === 'passport' && (
        <>
          <TextField name={`${DOC}.document_id`} label="Passport number" maxLength={11} />
          <TextField name={`${DOC}.issue_date`} label="Passport issue date" type="date" shrinkLabel max={today} />
          <TextField name={`${DOC}.expiry_date`} label="Passport expiry date" type="date" shrinkLabel min={today} />
        </>
      )}
    </>
  );
}
