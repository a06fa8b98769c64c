import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReinvestmentChoice, ReinvestmentMessages, type ReinvestmentInput } from '@portal/contract';
import { z } from 'zod';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { useConfirmReinvestment } from '../api/confirm-reinvestment';
import { useReinvestmentOptions } from '../api/get-reinvestment-options';
import { describeBankAccount } from './describe-instruction';
import { NoteSummary } from './reinvestment-form';

export const CONFIRM_REINVESTMENT_HEADING = 'Confirm maturity instruction';

const nothingToFill = z.object({});

/**
 * `/products/product-reinvestment/confirm-instruction/{id}/`: the chosen instruction in full;
 * Confirm records it (the only request that does), Back returns to the choice with it kept.
 */
export function ReinvestmentConfirmation({
  heldNoteId,
  chosen,
  onBack,
  onConfirmed,
}: {
  heldNoteId: number;
  chosen: ReinvestmentInput;
  onBack: (accountId: number) => void;
  onConfirmed: () => void;
}) {
  const options = useReinvestmentOptions(heldNoteId);
  const confirm = useConfirmReinvestment(heldNoteId);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {CONFIRM_REINVESTMENT_HEADING}
      </Typography>
      <Loaded query={options} label="Loading the note">
        {(loaded) => {
          const type = loaded.note_types.find((t) => t.id === chosen.note_type);
          const what =
            chosen.choice === ReinvestmentChoice.rollover
              ? `Roll over into ${type?.label ?? 'a note type no longer offered'}`
              : loaded.bank_account
                ? `Repay to ${describeBankAccount(loaded.bank_account)}`
                : ReinvestmentMessages.noBankAccount;
          return (
            <>
              <PageSection title="The note">
                <NoteSummary options={loaded} />
              </PageSection>
              <PageSection title="Your instruction">
                <DetailList items={[{ label: 'At maturity', value: what }]} />
                {!loaded.can_change && <Alert severity="info">{ReinvestmentMessages.closed(loaded.cutoff_date)}</Alert>}
                <Form
                  schema={nothingToFill}
                  defaultValues={{}}
                  onSubmit={async () => {
                    await confirm.mutateAsync(chosen);
                    onConfirmed();
                  }}
                  aria-label={CONFIRM_REINVESTMENT_HEADING}
                  warnOnUnsavedChanges={false}
                >
                  <Stack direction="row" spacing={2}>
                    <Button variant="outlined" size="large" onClick={() => onBack(loaded.note.account.id)}>
                      Back
                    </Button>
                    <SubmitButton fullWidth={false} disabled={!loaded.can_change}>
                      Confirm
                    </SubmitButton>
                  </Stack>
                </Form>
              </PageSection>
            </>
          );
        }}
      </Loaded>
    </Stack>
  );
}
