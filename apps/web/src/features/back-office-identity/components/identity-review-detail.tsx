import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatDateTime,
  IDENTITY_REVIEW_MESSAGE_MAX_LENGTH,
  IdentityDocumentTypeLabel,
  identityReviewRejectFormSchema,
  IdentityReviewStatusLabel,
  type IdentityReview,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { refusalText } from '../../../components/back-office/error-text';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useApproveIdentityReview } from '../api/approve-identity-review';
import { useIdentityReview } from '../api/get-identity-review';
import { useRejectIdentityReview } from '../api/reject-identity-review';
import { ReviewDocument } from './review-document';
import { ActionOutcome } from '../../../components/back-office/action-outcome';

const documentTypeName = (type: string) => IdentityDocumentTypeLabel[type] ?? type;

/** Approve (after a confirmation) or reject (with the message the investor receives); a refusal's own words. */
function Decisions({ review }: { review: IdentityReview }) {
  const approve = useApproveIdentityReview();
  const reject = useRejectIdentityReview();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = `${review.first_name} ${review.last_name}`.trim();

  async function onApprove() {
    setAsking(null);
    setRefusal(null);
    try {
      await approve.mutateAsync(review.user_id);
      setOutcome(`Approved: ${name}’s identity is verified. They have been told.`);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  async function onReject(message: string) {
    setRefusal(null);
    await reject.mutateAsync({ userId: review.user_id, message });
    setAsking(null);
    setOutcome(`Rejected: ${name} has been sent your message and may enter their details again.`);
  }

  return (
    <Stack spacing={2}>
      <ActionOutcome outcome={outcome} refusal={refusal} />
      {review.status !== 'verified' && !outcome && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => setAsking('approve')} disabled={approve.isPending}>
            Approve
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('reject')}>
            Reject
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking === 'approve'}
        title="Approve this identity?"
        confirmLabel="Approve"
        onConfirm={() => void onApprove()}
        onCancel={() => setAsking(null)}
      >
        {name}’s identity becomes verified, and they are told in the portal and by email.
      </ConfirmDialog>
      <ReasonDialog
        open={asking === 'reject'}
        title="Reject these details?"
        confirmLabel="Reject"
        schema={identityReviewRejectFormSchema}
        maxLength={IDENTITY_REVIEW_MESSAGE_MAX_LENGTH}
        onSubmit={onReject}
        onCancel={() => setAsking(null)}
      >
        {name} receives your reason in the portal and by email, and may enter their details again.
      </ReasonDialog>
    </Stack>
  );
}

function IdentityReviewView({ review }: { review: IdentityReview }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Identity review: {`${review.first_name} ${review.last_name}`.trim()}
      </Typography>
      <Decisions review={review} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <PageSection title="Details as entered">
            <DetailList
              items={[
                { label: 'Status', value: IdentityReviewStatusLabel[review.status] },
                { label: 'Email', value: review.email },
                {
                  label: 'Name',
                  value: [review.first_name, review.middle_name, review.last_name].filter(Boolean).join(' '),
                },
                { label: 'Preferred name', value: review.preferred_name },
                { label: 'Date of birth', value: formatDate(review.date_of_birth) },
                { label: 'Residential address', value: review.address },
                { label: 'Failed checks', value: String(review.failed_attempts) },
                {
                  label: 'Skipped the check',
                  value: review.skipped_at ? formatDateTime(review.skipped_at) : '',
                },
                ...(review.review_message ? [{ label: 'Last rejection', value: review.review_message }] : []),
              ]}
            />
          </PageSection>
          <PageSection title="What the automatic check said">
            {review.reasons.length === 0 ? (
              <Typography>No reasons were given.</Typography>
            ) : (
              <ul>
                {review.reasons.map((reason) => (
                  <li key={reason}>
                    <Typography>{reason}</Typography>
                  </li>
                ))}
              </ul>
            )}
          </PageSection>
          <PageSection title={`Primary document: ${documentTypeName(review.primary_document.document_type)}`}>
            <DetailList items={review.primary_document.fields} />
          </PageSection>
          <PageSection
            title={
              review.secondary_document
                ? `Secondary document: ${documentTypeName(review.secondary_document.document_type)}`
                : 'Secondary document'
            }
          >
            {review.secondary_document ? (
              <DetailList items={review.secondary_document.fields} />
            ) : (
              <Typography>None entered.</Typography>
            )}
          </PageSection>
        </Stack>
        <PageSection title="Uploaded documents" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {review.files.length === 0 ? (
            <Typography>No documents were uploaded.</Typography>
          ) : (
            <Stack spacing={3}>
              {review.files.map((file) => (
                <ReviewDocument key={file.id} file={file} />
              ))}
            </Stack>
          )}
        </PageSection>
      </Stack>
      <Button component={RouterLink} to={paths.backOffice.identityReviews.getHref()} sx={{ alignSelf: 'flex-start' }}>
        Back to identity review
      </Button>
    </Stack>
  );
}

/** One person's details for staff: as entered beside the uploaded documents, approved or rejected here. */
export function IdentityReviewDetail({ userId }: { userId: number }) {
  const query = useIdentityReview(userId);
  return (
    <Loaded query={query} label="Loading the identity review">
      {(review) => <IdentityReviewView review={review} />}
    </Loaded>
  );
}
