import { SIGNING_TOKEN_PATTERN, SigningMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { SigningPage } from '../../../features/signing/components/signing-page';

/** /signing/{token} (issue #21 item 3): the local provider's signing page, public (the token is the credential). */
export function SigningPageRoute() {
  const token = useParams().token ?? '';
  // A malformed token cannot be a link we sent: say so without asking the server.
  if (!SIGNING_TOKEN_PATTERN.test(token)) return <Alert severity="error">{SigningMessages.linkNotValid}</Alert>;
  return <SigningPage key={token} token={token} />;
}
