import { AttachmentKind, AttachmentMessages, Messages, takesTrustDeed } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { useAccountAttachments } from '../api/get-account-attachments';
import { useUpdateAccount } from '../api/update-account';
import { AccountFiles } from './account-files';

/**
 * The trust deeds of an SMSF or a trust (spec 2 §2 trust deed upload, §7 "Deeds", §8): the
 * uploaded deeds and Continue. Continuing with none opens 'Trust deed required': the deed is
 * needed but can be supplied later, so its skip records that (skip_deed_attachment) and goes on.
 */
export function TrustDeeds({ accountId, onContinue }: { accountId: number; onContinue: () => void }) {
  const account = useAccount(accountId);
  if (account.isPending) return <PageSpinner label="Loading the account" />;
  if (account.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  if (!takesTrustDeed(account.data.type)) return <Alert severity="info">{AttachmentMessages.deedsOnlyForTrusts}</Alert>;
  return <TrustDeedsForm accountId={accountId} onContinue={onContinue} />;
}

function TrustDeedsForm({ accountId, onContinue }: { accountId: number; onContinue: () => void }) {
  const files = useAccountAttachments(accountId, AttachmentKind.deed);
  const update = useUpdateAccount();
  const [asking, setAsking] = useState(false);

  async function skip() {
    setAsking(false);
    await update.mutateAsync({ accountId, values: { skip_deed_attachment: true } });
    onContinue();
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {AttachmentMessages.deedsTitle}
        </Typography>
        <Typography>{AttachmentMessages.deedsIntro}</Typography>
        <AccountFiles accountId={accountId} kind={AttachmentKind.deed} uploadLabel={AttachmentMessages.uploadDeed} />
        <Stack direction="row">
          <Button
            variant="contained"
            disabled={!files.data || update.isPending}
            onClick={() => {
              if ((files.data?.length ?? 0) === 0) setAsking(true);
              else onContinue();
            }}
          >
            Continue
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={Messages.trustDeedRequiredTitle}
        confirmLabel={AttachmentMessages.skipForNow}
        cancelLabel={AttachmentMessages.uploadNow}
        onConfirm={() => void skip().catch(() => undefined)}
        onCancel={() => setAsking(false)}
      >
        {AttachmentMessages.trustDeedRequiredText}
      </ConfirmDialog>
    </Paper>
  );
}
