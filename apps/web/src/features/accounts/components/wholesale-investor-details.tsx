import { AttachmentKind, AttachmentMessages, Messages, UploadLimits } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiUrl } from '../../../lib/api-client';
import { useAccountAttachments } from '../api/get-account-attachments';
import { useCertificateTemplate } from '../api/get-certificate-template';
import { AccountFiles } from './account-files';

/** Ours: Continue before any certificate is uploaded (spec 2 §5: at least one file by default). */
export const AT_LEAST_ONE_FILE = `Please upload at least ${UploadLimits.minFiles} file to continue.`;

/**
 * The wholesale investor certificates of an account (spec 2 §2 certificate upload, §7
 * "Certificates"): the blank template to download, the uploaded certificates, and Continue to
 * the next missing part once there is at least one.
 */
export function WholesaleInvestorDetails({ accountId, onContinue }: { accountId: number; onContinue: () => void }) {
  const template = useCertificateTemplate();
  const files = useAccountAttachments(accountId, AttachmentKind.certificate);
  const [missing, setMissing] = useState(false);
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {AttachmentMessages.certificatesTitle}
        </Typography>
        <Typography>{AttachmentMessages.certificatesIntro}</Typography>
        {template.data && (
          <Link href={apiUrl(template.data.certificate_template.replace(/^\/api(?=\/)/, ''))} download>
            {AttachmentMessages.downloadCertificateTemplate}
          </Link>
        )}
        {template.isError && <Alert severity="warning">{Messages.somethingWentWrongTryAgain}</Alert>}
        <AccountFiles
          accountId={accountId}
          kind={AttachmentKind.certificate}
          uploadLabel={AttachmentMessages.uploadCertificate}
        />
        {missing && (files.data?.length ?? 0) === 0 && <Alert severity="error">{AT_LEAST_ONE_FILE}</Alert>}
        <Stack direction="row">
          <Button
            variant="contained"
            disabled={!files.data}
            onClick={() => {
              if ((files.data?.length ?? 0) === 0) setMissing(true);
              else onContinue();
            }}
          >
            Continue
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
