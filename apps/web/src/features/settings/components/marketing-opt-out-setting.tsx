import { Messages } from '@portal/contract';
import { InstantSwitch } from '../../../components/ui/form/instant-switch';
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
  return (
    <InstantSwitch
      label={MARKETING_OPT_OUT_SETTING_LABEL}
      hint="News and offers only. Statements, account and security messages are always sent."
      checked={update.isPending ? update.variables : optedOut}
      pending={update.isPending}
      onToggle={(checked) =>
        update.mutate(checked, {
          onSuccess: () => showToast(Messages.settingsSaved, 'success'),
          onError: () => showErrorToast(Messages.somethingWentWrongTryAgain),
        })
      }
    />
  );
}
