import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatDateTime,
  IDENTITY_REVIEW_MESSAGE_MAX_LENGTH,
  IdentityDocumentTypeLabel,
  identityReviewRejectFormSchema,
  IdentityReviewMessages,
  IdentityReviewStatusLabel,
  type IdentityReview,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Decisions } from '../../../components/back-office/decisions';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useApproveIdentityReview } from '../api/approve-identity-review';
import { useIdentityReview } from '../api/get-identity-review';
import { useRejectIdentityReview } from '../api/reject-identity-review';
import { ReviewDocument } from './review-document';

const documentTypeName = (type: string) => IdentityDocumentTypeLabel[type] ?? type;

/** Approve (after a confirmation) or reject (with the message the investor receives); a refusal's own words. */
function ReviewDecisions({ review }: { review: IdentityReview }) {
  const approve = useApproveIdentityReview();
  const reject = useRejectIdentityReview();
  const name = `${review.first_name} ${review.last_name}`.trim();
  return (
    <Decisions
      shown={review.status !== 'verified' && !review.awaiting_investor}
      once
      confirm={{
        label: 'Approve',
        title: 'Approve this identity?',
        text: `${name}’s identity becomes verified, and they are told in the portal and by email.`,
        pending: approve.isPending,
        run: async () => {
          await approve.mutateAsync(review.user_id);
          return `Approved: ${name}’s identity is verified. They have been told.`;
        },
      }}
      refuse={{
        label: 'Reject',
        title: 'Reject these details?',
        text: `${name} receives your reason in the portal and by email, and may enter their details again.`,
        schema: identityReviewRejectFormSchema,
        maxLength: IDENTITY_REVIEW_MESSAGE_MAX_LENGTH,
        run: async (message) => {
          await reject.mutateAsync({ userId: review.user_id, message });
          return `Rejected: ${name} has been sent your message and may enter their details again.`;
        },
      }}
    />
  );
}

function IdentityReviewView({ review }: { review: IdentityReview }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Identity review: {`${review.first_name} ${review.last_name}`.trim()}
      </Typography>
      {review.awaiting_investor && <Alert severity="info">{IdentityReviewMessages.awaitingInvestor}</Alert>}
      <ReviewDecisions review={review} />
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
