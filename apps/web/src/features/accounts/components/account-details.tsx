import { AccountFlowType, AccountFlowTypeLabel } from '@portal/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ExistingAccounts } from './existing-accounts';
import { NewAccountForm, type AccountPreset } from './new-account-form';

/**
 * The account-details step (spec 2 §2 Account details, §4 account details flow): set up a new
 * account or apply with an existing one. Switching between the two starts the form again.
 * `onDone` is given the account the flow goes on with, new or chosen.
 */
export function AccountDetailsScreen({
  title,
  personName,
  preset,
  onDone,
}: {
  title: string;
  /** The account the person's registration invitation was sent for, if any. */
  preset?: AccountPreset | undefined;
  /** The signed-in person's name (or their client's): an individual or joint account's name. */
  personName: string;
  onDone: (accountId: number) => void;
}) {
  const [flow, setFlow] = useState<AccountFlowType>(AccountFlowType.new);
  const labelId = useId();
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Set up a new investment account, or apply with an account you already hold and may sign for.
      </Typography>
      <Paper sx={{ p: 3, maxWidth: 720 }}>
        <FormControl margin="none" fullWidth>
          <FormLabel id={labelId}>New or existing account</FormLabel>
          <RadioGroup
            row
            name="flow_type"
            aria-labelledby={labelId}
            value={flow}
            onChange={(event) => setFlow(event.target.value as AccountFlowType)}
          >
            {[AccountFlowType.new, AccountFlowType.existing].map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={AccountFlowTypeLabel[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        {flow === AccountFlowType.new ? (
          <NewAccountForm personName={personName} preset={preset} onCreated={onDone} />
        ) : (
          <ExistingAccounts onChosen={onDone} />
        )}
      </Paper>
    </>
  );
}
