import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_UPLOAD_ACCOUNTS_MAX_LENGTH,
  Messages,
  operatorDocumentUploadFormSchema,
  type OperatorDocumentPreview,
  type OperatorDocumentUploadForm,
} from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { FileField } from '../../../components/back-office/file-field';
import { ForgetPreviewOnChange } from '../../../components/back-office/forget-preview-on-change';
import { PreviewList } from '../../../components/back-office/preview-list';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { applyServerErrors } from '../../../components/ui/form/apply-server-errors';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form, type AppForm } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { usePreviewDocumentUpload } from '../api/preview-document-upload';
import { useUploadDocument } from '../api/upload-document';

const EMPTY: OperatorDocumentUploadForm = {
  description: '',
  category: '' as OperatorDocumentUploadForm['category'],
  date: '',
  accounts: '',
  every_active: false,
};

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: c }));

export const accountsCount = (count: number) => `${count} ${count === 1 ? 'account' : 'accounts'}`;

function PreviewPanel({ preview }: { preview: OperatorDocumentPreview }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Who receives it" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {`It would go to ${accountsCount(preview.count)}.`}
      </Typography>
      <PreviewList
        label="Receiving accounts"
        items={preview.accounts}
        count={preview.count}
        counted={accountsCount}
        primary={(a) => a.name}
        secondary={(a) => a.code}
        sx={{ maxHeight: 200, overflow: 'auto' }}
      />
    </Paper>
  );
}

/**
 * "Upload document": a file with its title, category and date, to accounts named by number or
 * to every active account. Preview names who would receive it; Upload, after a confirmation
 * naming the count, sends it with that count (the server refuses a stale one). A refused upload
 * keeps what was typed and puts each message on its field.
 */
export function UploadDocumentDialog({
  open,
  onUploaded,
  onCancel,
}: {
  open: boolean;
  onUploaded: (message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const preview = usePreviewDocumentUpload();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ values: OperatorDocumentUploadForm; preview: OperatorDocumentPreview } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<AppForm<typeof operatorDocumentUploadFormSchema> | null>(null);

  async function onUpload() {
    setConfirming(false);
    if (!shown || !file) return;
    const form = formRef.current;
    try {
      const result = await upload.mutateAsync({
        accounts: shown.values.accounts ?? '',
        every_active: shown.values.every_active,
        category: shown.values.category,
        description: shown.values.description,
        date: shown.values.date,
        confirm_count: shown.preview.count,
        file,
      });
      setShown(null);
      setFile(null);
      form?.reset(EMPTY);
      onUploaded(`“${shown.values.description}” uploaded to ${accountsCount(result.count)}.`);
    } catch (error) {
      setShown(null);
      const fileMessage = isApiError(error) ? error.fieldErrors.file : undefined;
      if (fileMessage) setFileError(fileMessage);
      // The file is not one of the form's fields: its message is on the file input alone.
      const onlyFile = fileMessage !== undefined && isApiError(error) && Object.keys(error.fieldErrors).length === 1;
      if (form && !onlyFile) applyServerErrors(form, error);
    }
  }

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Upload document</DialogTitle>
      <Form
        schema={operatorDocumentUploadFormSchema}
        defaultValues={EMPTY}
        aria-label="Upload document"
        warnOnUnsavedChanges={false}
        onSubmit={async (values) => {
          if (!file) {
            setFileError(Messages.fieldRequired);
            return;
          }
          const everyActive = values.every_active;
          const answer = await preview.mutateAsync({ accounts: values.accounts, every_active: everyActive });
          setShown({ values: { ...values, date: values.date ?? '' }, preview: answer });
        }}
      >
        {(form) => {
          formRef.current = form;
          const everyActive = form.watch('every_active');
          return (
            <>
              <DialogContent>
                <Stack spacing={2}>
                  <ForgetPreviewOnChange setPreview={setShown} />
                  <FileField
                    label="File (PDF, PNG or JPG)"
                    accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                    error={fileError}
                    onChange={(chosen) => {
                      setFile(chosen);
                      setFileError(null);
                      setShown(null);
                    }}
                  />
                  <TextField name="description" label="Title" maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH} />
                  <Select name="category" label="Category" options={CATEGORY_OPTIONS} />
                  <TextField name="date" label="Document date (YYYY-MM-DD, optional)" maxLength={10} />
                  <Checkbox name="every_active" label="Every active account" />
                  {!everyActive && (
                    <TextField
                      name="accounts"
                      label="Account numbers"
                      helperText="One number, or several separated by commas or spaces"
                      maxLength={DOCUMENT_UPLOAD_ACCOUNTS_MAX_LENGTH}
                    />
                  )}
                  {shown && <PreviewPanel preview={shown.preview} />}
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onCancel}>Cancel</Button>
                <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
                  Preview
                </Button>
                <Button
                  variant="contained"
                  disabled={!shown || shown.preview.count === 0 || upload.isPending}
                  onClick={() => setConfirming(true)}
                >
                  Upload
                </Button>
              </DialogActions>
            </>
          );
        }}
      </Form>
      <ConfirmDialog
        open={confirming && shown !== null}
        title="Upload this document?"
        confirmLabel={shown ? `Upload to ${accountsCount(shown.preview.count)}` : 'Upload'}
        onConfirm={() => void onUpload()}
        onCancel={() => setConfirming(false)}
      >
        {shown
          ? `“${shown.values.description}” will be published on ${accountsCount(shown.preview.count)}, whose people see it at once.`
          : ''}
      </ConfirmDialog>
    </Dialog>
  );
}
