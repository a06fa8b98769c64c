import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  confirmRedeemRequestSchema,
  formatDate,
  formatMoney,
  Messages,
  RedeemRequestStatusLabels,
  RedemptionMessages,
  type RedeemRequest,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CodeField, VerifyCodeButton } from '../../../components/ui/code/code-field';
import { ResendCodeButton } from '../../../components/ui/code/resend-code-button';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { Loaded } from '../../../components/ui/loaded';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useNow } from '../../../lib/use-now';
import { useConfirmRedeemRequest } from '../api/confirm-redeem-request';
import { useRedeemRequest } from '../api/get-redeem-request';
import { useResendRedeemCode } from '../api/resend-redeem-code';

export const CONFIRM_HEADING = 'Confirm your redemption';

function Summary({ request }: { request: RedeemRequest }) {
  return (
    <DetailList
      items={[
        { label: 'Account', value: request.account.name },
        { label: 'Note', value: request.note.label },
        {
          label: 'Amount',
          value: request.whole ? `The whole note (${formatMoney(request.amount)})` : formatMoney(request.amount),
        },
        { label: 'Status', value: RedeemRequestStatusLabels[request.status] },
        { label: 'Asked on', value: formatDate(request.created) },
        ...(request.penalty_text ? [{ label: 'Early redemption', value: request.penalty_text }] : []),
        ...(request.reason ? [{ label: 'Reason', value: request.reason }] : []),
      ]}
    />
  );
}

function CodeStep({ request }: { request: RedeemRequest }) {
  const confirm = useConfirmRedeemRequest(request.id);
  const resend = useResendRedeemCode(request.id);
  const [resendAt, setResendAt] = useState(() => Date.now() + request.resend_available_in * 1000);
  const now = useNow(resendAt > Date.now());
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const resendError = resend.error && isApiError(resend.error) ? resend.error.message : null;
  return (
    <>
      <Typography>{RedemptionMessages.codeSent(request.code_channel, request.code_sent_to)}</Typography>
      <Form
        schema={confirmRedeemRequestSchema}
        defaultValues={{ code: '' }}
        aria-label={Messages.enterYourCode}
        warnOnUnsavedChanges={false}
        onSubmit={async (values) => {
          await confirm.mutateAsync(values);
        }}
      >
        <CodeField />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <VerifyCodeButton>Confirm</VerifyCodeButton>
          <ResendCodeButton
            secondsLeft={secondsLeft}
            sending={resend.isPending}
            onResend={() =>
              resend.mutate(undefined, {
                onSuccess: (sent) => setResendAt(Date.now() + sent.resend_available_in * 1000),
                onError: (error) => {
                  if (isApiError(error) && error.retryAfterSeconds !== undefined)
                    setResendAt(Date.now() + error.retryAfterSeconds * 1000);
                },
              })
            }
          />
        </Stack>
      </Form>
      {resendError && <Alert severity="error">{resendError}</Alert>}
    </>
  );
}

/**
 * `/confirm-redeem-request/{id}/` (issue #22 item 5): the request's summary, 'We sent a code to …',
 * the code with Resend, and Confirm; then the done message and a way to the account, whose open
 * requests list it until the provider settles it. A request no longer waiting shows its status.
 */
export function ConfirmRedeemRequest({ requestId }: { requestId: number }) {
  const request = useRedeemRequest(requestId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {CONFIRM_HEADING}
      </Typography>
      <Loaded query={request} label="Loading the redemption request">
        {(found) => (
          <>
            <Summary request={found} />
            {found.status === 'awaiting_code' ? (
              <CodeStep request={found} />
            ) : (
              <>
                {found.status === 'requested' && (
                  <Alert severity="success" role="status">
                    {RedemptionMessages.done}
                  </Alert>
                )}
                <Button
                  component={RouterLink}
                  to={paths.accounts.detail.getHref({ id: found.account.id })}
                  variant="outlined"
                >
                  Back to {found.account.name}
                </Button>
              </>
            )}
          </>
        )}
      </Loaded>
      <Link component={RouterLink} to={paths.products.list.getHref()}>
        Back to products
      </Link>
    </Stack>
  );
}
