import {
  Messages,
  SignerStatus,
  SignResultEvent,
  signEnvelopeSchema,
  type SigningEnvelopeView,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { getSigningDocument } from '../api/get-signing-document';
import { useSigningEnvelope } from '../api/get-signing-envelope';
import { useMarkEnvelopeViewed } from '../api/mark-envelope-viewed';
import { useSignEnvelope } from '../api/sign-envelope';
import { DeclineDialog } from './decline-dialog';
import { SignerList } from './signer-list';

// pdf.js is large: it loads in its own chunk when the page shows its first document.
const PdfViewer = lazy(() => import('../../../components/pdf/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

export const CONSENT_LABEL = 'I agree to sign these documents electronically';
export const FULL_NAME_LABEL = 'Type your full name to sign';

/**
 * The local provider's signing page (issue #21 item 3) at the link e-mailed to a signer: the
 * envelope, the documents in the portal's viewer, consent and the typed name, then Sign or
 * Decline. The link's token is the credential, so it works signed out. A refused link (unknown,
 * expired, already used, envelope finished) shows the server's reason and no form.
 */
export function SigningPage({ token }: { token: string }) {
  const envelope = useSigningEnvelope(token);
  if (envelope.isPending) return <PageSpinner label="Loading the documents to sign" />;
  if (envelope.isError) {
    const detail = isApiError(envelope.error) ? envelope.error.detail : undefined;
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography component="h1" variant="h4">
          This signing link cannot be used
        </Typography>
        <Alert severity="error">{detail ?? Messages.somethingWentWrongTryAgain}</Alert>
      </Stack>
    );
  }
  return <SigningForm token={token} view={envelope.data} />;
}

function SigningForm({ token, view }: { token: string; view: SigningEnvelopeView }) {
  const navigate = useNavigate();
  const sign = useSignEnvelope(token);
  const markViewed = useMarkEnvelopeViewed(token);
  const [declining, setDeclining] = useState(false);
  const viewRecorded = useRef(false);
  const { envelope, signer, documents, signers } = view;

  // Opening the page is viewing the documents (issue #21 item 2): recorded once, on the first open.
  useEffect(() => {
    if (viewRecorded.current || signer.status !== SignerStatus.sent) return;
    viewRecorded.current = true;
    markViewed.mutate();
  }, [signer.status, markViewed]);

  const resultHref = (event: SignResultEvent) =>
    paths.changeRequests.signResult.getHref({ signUrlChangeRequestId: envelope.id }, { event });

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Typography component="h1" variant="h4" gutterBottom>
          {envelope.title}
        </Typography>
        <Typography>
          Signing as <strong>{signer.name}</strong> ({signer.email}). This link can be used until{' '}
          {new Date(signer.link_expires).toLocaleString('en-AU')}.
        </Typography>
      </div>

      <section aria-labelledby="signing-documents">
        <Typography id="signing-documents" component="h2" variant="h6" gutterBottom>
          Documents to read
        </Typography>
        <Stack spacing={2}>
          {documents.map((document) => (
            <Suspense
              key={document.id}
              fallback={
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                  <CircularProgress aria-label="Loading the document" />
                </Box>
              }
            >
              <PdfViewer
                title={document.name}
                label={document.name}
                fileKey={document.id}
                load={(signal) => getSigningDocument(token, document.id, signal)}
              />
            </Suspense>
          ))}
        </Stack>
      </section>

      <SignerList signers={signers} />

      <Form
        schema={signEnvelopeSchema}
        // The box starts unticked; the schema accepts only a tick.
        defaultValues={{ consent_to_sign_electronically: false as unknown as true, full_name: '' }}
        aria-label="Sign the documents"
        onSubmit={async (values) => {
          await sign.mutateAsync(values);
          await navigate(resultHref(SignResultEvent.signing_complete));
        }}
      >
        <Stack spacing={2}>
          <Checkbox name="consent_to_sign_electronically" label={CONSENT_LABEL} />
          <TextField
            name="full_name"
            label={FULL_NAME_LABEL}
            autoComplete="name"
            helperText={`As it is shown: ${signer.name}`}
          />
          <Stack direction="row" spacing={2}>
            <SubmitButton fullWidth={false}>Sign</SubmitButton>
            <Button variant="outlined" size="large" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </Stack>
        </Stack>
      </Form>

      <DeclineDialog
        token={token}
        open={declining}
        onClose={() => setDeclining(false)}
        onDeclined={() => void navigate(resultHref(SignResultEvent.decline))}
      />
    </Stack>
  );
}
