import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { issueLoanNotesFormSchema, LoanNotesHeldMessages } from '@portal/contract';
import { useId, useState } from 'react';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { getAccountName } from '../api/get-account-name';
import { useIssueLoanNotes } from '../api/issue-loan-notes';

const TITLE = 'Issue notes for an account';

/**
 * Issue an active account's submitted loan notes: its number first, then a confirmation naming
 * the account (the route cannot tell beforehand which notes it would issue); the server's refusal
 * (not active, nothing submitted, issued already, a role's 403) shows in the dialog.
 */
export function IssueNotesDialog({
  open,
  onIssued,
  onCancel,
}: {
  open: boolean;
  onIssued: (message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const issue = useIssueLoanNotes();
  const [account, setAccount] = useState<{ id: number; name: string } | null>(null);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setAccount(null);
    setTyped('');
    setRefusal(null);
    onCancel();
  }

  async function onIssue() {
    if (!account) return;
    setRefusal(null);
    try {
      const issued = await issue.mutateAsync({ account: account.id });
      setAccount(null);
      setTyped('');
      onIssued(`${issued.count} ${issued.count === 1 ? 'note' : 'notes'} issued for ${account.name}.`);
    } catch (error) {
      setRefusal(isApiError(error) && error.fieldErrors.account ? error.fieldErrors.account : errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TITLE}</DialogTitle>
      {account ? (
        <>
          <DialogContent>
            {refusal && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {refusal}
              </Alert>
            )}
            <DialogContentText>
              Issue the submitted loan notes of {account.name} (account {account.id})? Each note of its submitted
              application becomes a note held, starting today.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAccount(null)}>Back</Button>
            <Button variant="contained" onClick={() => void onIssue()} disabled={issue.isPending}>
              Issue notes
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          schema={issueLoanNotesFormSchema}
          defaultValues={{ account: typed }}
          onSubmit={async (values, form) => {
            setTyped(String(values.account));
            try {
              setAccount({ id: values.account, name: await getAccountName(values.account) });
              setRefusal(null);
            } catch (error) {
              if (isApiError(error) && error.status === 404)
                form.setError('account', { type: 'server', message: LoanNotesHeldMessages.accountNotFound });
              else throw error;
            }
          }}
          aria-label={TITLE}
          warnOnUnsavedChanges={false}
        >
          {(form) => (
            <>
              <DialogContent>
                <TextField
                  name="account"
                  label="Account number"
                  inputMode="numeric"
                  maxLength={10}
                  autoFocus
                  helperText="An active account with a submitted loan note application."
                />
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                  Next
                </Button>
              </DialogActions>
            </>
          )}
        </Form>
      )}
    </Dialog>
  );
}
