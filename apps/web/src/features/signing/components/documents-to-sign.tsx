import { SigningMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useChangeRequestsToSign } from '../api/get-change-requests-to-sign';
import { SignerList } from './signer-list';

const PREPARING_POLL_MS = 3000;
const PREPARING_GIVE_UP_MS = 2 * 60_000;
const PREPARING_TEXT = 'We are preparing your application documents for signing. This takes a few moments.';

/**
 * "Documents to sign" (issue #21 item 4, spec 2 §6): the user's change requests to sign for one
 * account, each with Sign now when they can sign it and its link is available, else why not (or
 * that they have signed and it waits for the others), and who signs (the server leaves admin
 * approvers out). Nothing shows when there is nothing to sign.
 */
export function DocumentsToSign({
  accountId,
  awaitingSignature = false,
}: {
  accountId: number;
  awaitingSignature?: boolean;
}) {
  const headingId = useId();
  // Submitted but nothing listed yet: the documents are being generated; ask again until they are.
  const [preparing, setPreparing] = useState(awaitingSignature);
  // A declined envelope also leaves the account waiting to sign, with nothing to list: stop asking.
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => setPreparing(false), PREPARING_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [preparing]);
  const toSign = useChangeRequestsToSign({ pollEveryMs: preparing ? PREPARING_POLL_MS : false });
  const mine = toSign.data?.filter((c) => c.account === accountId) ?? [];
  if (preparing && mine.length > 0) setPreparing(false);
  if (mine.length === 0) {
    if (!preparing || !toSign.isSuccess) return null;
    return (
      <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Documents to sign
        </Typography>
        <Typography role="status">{PREPARING_TEXT}</Typography>
      </Paper>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Documents to sign
      </Typography>
      <Stack spacing={3}>
        {mine.map((changeRequest) => (
          <Stack key={changeRequest.id} spacing={1} component="article" aria-label={changeRequest.title}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {changeRequest.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sent {new Date(changeRequest.created).toLocaleDateString('en-AU')}
              {changeRequest.is_viewed ? ' · viewed' : ''}
            </Typography>
            {changeRequest.is_signed ? (
              <Alert severity="success">{SigningMessages.signedWaitingForOthers}</Alert>
            ) : !changeRequest.can_sign ? (
              <Alert severity="info">The other signatories of the account sign these documents.</Alert>
            ) : !changeRequest.is_sign_url_available ? (
              <Alert severity="info">
                The signing service is still preparing these documents. Please check back soon.
              </Alert>
            ) : (
              <div>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.account.docusignRedirect.getHref({ account_id: accountId })}
                >
                  Sign now
                </Button>
              </div>
            )}
            <SignerList signers={changeRequest.signers} heading="Who signs" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
