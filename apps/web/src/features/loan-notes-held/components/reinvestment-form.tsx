import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  ReinvestmentChoice,
  ReinvestmentChoiceLabels,
  ReinvestmentMessages,
  reinvestmentInputSchema,
  type ReinvestmentInput,
  type ReinvestmentOptions,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useReinvestmentOptions } from '../api/get-reinvestment-options';
import { describeBankAccount, describeInstruction } from './describe-instruction';

export const REINVESTMENT_HEADING = 'Maturity instruction';

/** The note the instruction is for, as the page and its confirmation show it. */
export function NoteSummary({ options }: { options: ReinvestmentOptions }) {
  const { note } = options;
  return (
    <DetailList
      items={[
        { label: 'Account', value: note.account.name },
        { label: 'Note', value: `${note.note_type.label}, ${formatMoney(note.face_value)}` },
        { label: 'Matures on', value: note.maturity_date ? formatDate(note.maturity_date) : 'At call' },
        { label: 'Current balance', value: formatMoney(note.current_balance) },
        { label: 'Instructions close', value: `End of ${formatDate(options.cutoff_date)}` },
      ]}
    />
  );
}

function initialValues(options: ReinvestmentOptions, chosen: Partial<ReinvestmentInput> | null): ReinvestmentInput {
  if (chosen?.choice) return { choice: chosen.choice, note_type: chosen.note_type ?? null };
  const current = options.instruction;
  if (current) return { choice: current.choice, note_type: current.note_type?.id ?? null };
  return { choice: undefined as unknown as ReinvestmentInput['choice'], note_type: null };
}

/**
 * `/products/{accountId}/product-reinvestment/{id}/` and the update-details route: roll over into
 * an active note type or repay to the linked bank account. Continue goes to the confirmation
 * screen with the choice (nothing is recorded yet). After the cut-off: read-only, with the day
 * it closed.
 */
export function ReinvestmentForm({
  heldNoteId,
  chosen,
  onContinue,
}: {
  heldNoteId: number;
  /** The choice brought back from the confirmation screen, else the current instruction fills the form. */
  chosen: Partial<ReinvestmentInput> | null;
  onContinue: (values: ReinvestmentInput) => void;
}) {
  const options = useReinvestmentOptions(heldNoteId);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {REINVESTMENT_HEADING}
      </Typography>
      <Loaded query={options} label="Loading the note">
        {(loaded) => (
          <>
            <PageSection title="The note">
              <NoteSummary options={loaded} />
            </PageSection>
            {loaded.can_change ? (
              <ChoiceForm options={loaded} chosen={chosen} onContinue={onContinue} />
            ) : (
              <PageSection title="At maturity">
                <Alert severity="info">{ReinvestmentMessages.closed(loaded.cutoff_date)}</Alert>
                <Typography>{describeInstruction(loaded.instruction)}</Typography>
                <Button component={RouterLink} to={paths.products.list.getHref()} variant="outlined">
                  Back to products
                </Button>
              </PageSection>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}

function ChoiceForm({
  options,
  chosen,
  onContinue,
}: {
  options: ReinvestmentOptions;
  chosen: Partial<ReinvestmentInput> | null;
  onContinue: (values: ReinvestmentInput) => void;
}) {
  return (
    <PageSection title="At maturity">
      <Typography color="text.secondary">
        Currently: {describeInstruction(options.instruction)}. You can change it until the end of{' '}
        {formatDate(options.cutoff_date)}.
      </Typography>
      <Form
        schema={reinvestmentInputSchema}
        defaultValues={initialValues(options, chosen)}
        onSubmit={(values) => onContinue(values)}
        aria-label={REINVESTMENT_HEADING}
        warnOnUnsavedChanges={false}
      >
        {(form) => (
          <Stack spacing={2}>
            <RadioGroupField
              name="choice"
              label="When the note matures"
              options={[
                { value: ReinvestmentChoice.rollover, label: ReinvestmentChoiceLabels.rollover },
                { value: ReinvestmentChoice.repay, label: ReinvestmentChoiceLabels.repay },
              ]}
            />
            {form.watch('choice') === ReinvestmentChoice.rollover && (
              <Select
                name="note_type"
                label="Note type to roll over into"
                numeric
                options={options.note_types.map((t) => ({ value: t.id, label: t.label }))}
              />
            )}
            {form.watch('choice') === ReinvestmentChoice.repay &&
              (options.bank_account ? (
                <Typography>Paid to {describeBankAccount(options.bank_account)}.</Typography>
              ) : (
                <Alert severity="warning">{ReinvestmentMessages.noBankAccount}</Alert>
              ))}
            <Stack direction="row" spacing={2}>
              <Button component={RouterLink} to={paths.products.list.getHref()} variant="outlined" size="large">
                Cancel
              </Button>
              <SubmitButton fullWidth={false}>Continue</SubmitButton>
            </Stack>
          </Stack>
        )}
      </Form>
    </PageSection>
  );
}
