import { Messages } from '@portal/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useUpdateMarketingOptOut } from '../api/update-marketing-opt-out';

export const MARKETING_OPT_OUT_SETTING_LABEL = 'Do not send me marketing communications';

/**
 * The marketing opt-out (document 1 §7 PATCH /profiles/my/misc/): saves as soon as it is
 * toggled, then says 'Your settings were successfully changed', or 'Something went wrong.
 * Please try again.' with the switch back as it was.
 */
export function MarketingOptOutSetting({ optedOut }: { optedOut: boolean }) {
  const update = useUpdateMarketingOptOut();
  const hintId = useId();
  const checked = update.isPending ? update.variables : optedOut;
  return (
    <>
      <FormControlLabel
        label={MARKETING_OPT_OUT_SETTING_LABEL}
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            slotProps={{ input: { 'aria-describedby': hintId } }}
            onChange={(event) =>
              update.mutate(event.target.checked, {
                onSuccess: () => showToast(Messages.settingsSaved, 'success'),
                onError: () => showErrorToast(Messages.somethingWentWrongTryAgain),
              })
            }
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        News and offers only. Statements, account and security messages are always sent.
      </FormHelperText>
    </>
  );
}
