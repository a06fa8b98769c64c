import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  RedeemHow,
  redeemRequestFormSchema,
  RedemptionMessages,
  type LoanNoteHeld,
  type RedeemRequest,
} from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { DetailList } from '../../../components/ui/detail-list';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useCreateRedeemRequest } from '../api/create-redeem-request';

export const REDEEM_HEADING = 'Redeem a loan note';
export const AMOUNT_LABEL = 'Amount to redeem';

function AmountField() {
  const how: unknown = useWatch({ name: 'how' });
  if (how !== RedeemHow.part) return null;
  return <TextField name="amount" label={AMOUNT_LABEL} inputMode="decimal" startAdornment="$" maxLength={20} />;
}

/**
 * `/redeem-request/{id}/` (issue #22 item 5): the note's summary, whole or part (the amount on its
 * own field, its error under it), and for a fixed-term note the early redemption penalty with an
 * 'I understand' checkbox before Continue. Continue creates the request, which sends the code.
 * A refused submit keeps what was typed.
 */
export function RedeemRequestForm({
  note,
  penaltyText,
  onCreated,
}: {
  note: LoanNoteHeld;
  /** The settings' early redemption penalty text: shown for a fixed-term note. */
  penaltyText: string;
  onCreated: (request: RedeemRequest) => void;
}) {
  const create = useCreateRedeemRequest();
  const penaltyApplies = !note.is_at_call;
  const closed = note.status !== 'active';
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {REDEEM_HEADING}
      </Typography>
      <DetailList
        items={[
          { label: 'Account', value: note.account.name },
          { label: 'Note', value: note.note_type.label },
          { label: 'Current balance', value: formatMoney(note.current_balance) },
          { label: 'Maturity', value: note.maturity_date ? formatDate(note.maturity_date) : 'At call' },
        ]}
      />
      {closed ? (
        <Alert severity="info">
          {note.status === 'redeemed' ? RedemptionMessages.noteRedeemed : RedemptionMessages.noteMatured}
        </Alert>
      ) : (
        <Form
          schema={redeemRequestFormSchema(penaltyApplies)}
          defaultValues={{ how: RedeemHow.part, amount: '', penalty_accepted: false }}
          aria-label={REDEEM_HEADING}
          onSubmit={async (values) => {
            const request = await create.mutateAsync({
              note: note.id,
              whole: values.how === RedeemHow.whole,
              ...(values.how === RedeemHow.part ? { amount: values.amount } : {}),
              ...(penaltyApplies ? { penalty_accepted: values.penalty_accepted } : {}),
            });
            onCreated(request);
          }}
        >
          <RadioGroupField
            name="how"
            label="How much would you like to redeem?"
            options={[
              { value: RedeemHow.whole, label: `The whole note (${formatMoney(note.current_balance)})` },
              { value: RedeemHow.part, label: 'Part of the note' },
            ]}
          />
          <AmountField />
          {penaltyApplies && (
            <>
              <Alert severity="warning" sx={{ mt: 2 }}>
                <Typography component="h2" variant="subtitle1">
                  Early redemption
                </Typography>
                {penaltyText}
              </Alert>
              <Checkbox name="penalty_accepted" label={RedemptionMessages.penaltyCheckbox} />
            </>
          )}
          <SubmitButton sx={{ mt: 2 }}>Continue</SubmitButton>
        </Form>
      )}
    </Stack>
  );
}
