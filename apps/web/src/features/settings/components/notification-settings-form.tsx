import {
  Messages,
  notificationSettingsFormSchema,
  type NotificationSetting,
  type NotificationSettingsForm as FormValues,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, isApiError } from '../../../lib/api-error';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

export const SAVE_NOTIFICATION_SETTINGS = 'Save notification settings';

function toFormValues(settings: NotificationSetting[]): FormValues {
  return { settings: settings.map(({ id, send_email, send_sms }) => ({ id, send_email, send_sms })) };
}

/**
 * The notification settings (document 1 §4 "Settings"): e-mail and SMS per setting, saved
 * together. A required setting keeps at least one channel: its last ticked box cannot be
 * unticked, and the contract's rule checks it again before sending and on the server.
 */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) return <PageSpinner label="Loading your notification settings" />;
  if (settings.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;

  return (
    <Form
      schema={notificationSettingsFormSchema}
      defaultValues={toFormValues(settings.data)}
      aria-label="Notification settings"
      onSubmit={async (values, form) => {
        try {
          const saved = await update.mutateAsync(values.settings);
          form.reset(toFormValues(saved));
          showToast(Messages.settingsSaved, 'success');
        } catch (error) {
          if (isApiError(error) && error.status === 400) throw underSettings(error);
          showErrorToast(Messages.somethingWentWrongTryAgain);
        }
      }}
    >
      <Stack spacing={2}>
        {settings.data.map((setting, index) => (
          <SettingChannels key={setting.id} setting={setting} index={index} />
        ))}
      </Stack>
      <SubmitButton fullWidth={false} size="medium" sx={{ mt: 2 }}>
        {SAVE_NOTIFICATION_SETTINGS}
      </SubmitButton>
    </Form>
  );
}

/** One setting: a group named by its title, with an E-mail and an SMS box. */
function SettingChannels({ setting, index }: { setting: NotificationSetting; index: number }) {
  const legendId = useId();
  const hintId = useId();
  const [sendEmail, sendSms] = useWatch({
    name: [`settings.${index}.send_email`, `settings.${index}.send_sms`],
  }) as [boolean, boolean];
  // The browser side of the rule: the only channel left on a required setting stays on.
  const keepEmail = setting.is_required && sendEmail && !sendSms;
  const keepSms = setting.is_required && sendSms && !sendEmail;
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={setting.is_required ? hintId : undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Typography component="legend" id={legendId} variant="subtitle1">
        {setting.title}
      </Typography>
      {setting.is_required && (
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          Required: keep e-mail, SMS or both.
        </FormHelperText>
      )}
      <Stack direction="row" spacing={3}>
        <Checkbox name={`settings.${index}.send_email`} label="E-mail" disabled={keepEmail} />
        <Checkbox name={`settings.${index}.send_sms`} label="SMS" disabled={keepSms} />
      </Stack>
    </fieldset>
  );
}

/**
 * The server names rows as the body is sent (an array: '0.send_email'); the form holds them
 * under `settings`, so its fields are 'settings.0.send_email'.
 */
function underSettings(error: ApiError): ApiError {
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([name, message]) => [`settings.${name}`, [message]]),
  );
  return new ApiError(error.status, { ...body, field_errors: fieldErrors });
}
