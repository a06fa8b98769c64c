import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_CHANGE_REASON_MAX,
  MONITORING_SCRIPT_URL_MAX_LENGTH,
  applicationChangeReasonFormSchema,
  applicationEditableSchema,
  type ApplicationEditable,
  type OperatorApplication,
} from '@portal/contract';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { Form, type AppForm } from '../../../components/ui/form/form';
import { applyServerErrors } from '../../../components/ui/form/apply-server-errors';
import { TextField } from '../../../components/ui/form/text-field';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { isApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { useApplications } from '../api/get-applications';
import { BookingTeamForm } from './booking-team-form';
import { useUpdateApplication } from '../api/update-application';
import { ModulesField } from './modules-field';
import { NumberField } from './number-field';

type EditForm = AppForm<typeof applicationEditableSchema>;

const COLOURS = [
  ['primary', 'Primary colour'],
  ['secondary', 'Secondary colour'],
  ['background', 'Background colour'],
  ['surface', 'Surface colour'],
  ['text', 'Text colour'],
] as const;

/** The editable parts of a stored configuration: what the form starts from (other settings ride along unchanged). */
function editableOf(application: OperatorApplication): ApplicationEditable {
  const { name, logo, favicon, color_schema, support_email, modules, settings } = application.configuration;
  return {
    name,
    logo,
    favicon,
    color_schema,
    support_email,
    modules: modules as ApplicationEditable['modules'],
    settings: {
      loan_note_minimum_cents: settings.loan_note_minimum_cents,
      at_call_loan_note_minimum_cents: settings.at_call_loan_note_minimum_cents,
      portfolio_minimum_cents: settings.portfolio_minimum_cents,
      resend_verification_code_timeout: settings.resend_verification_code_timeout,
      session_expire_after: settings.session_expire_after,
      session_expire_warning_after: settings.session_expire_warning_after,
      two_factor_for_sensitive_writes: settings.two_factor_for_sensitive_writes,
      ...(settings.bank_account_password_required === undefined
        ? {}
        : { bank_account_password_required: settings.bank_account_password_required }),
    },
    // Empty in the box: saved as none.
    monitoring_script_url: application.monitoring_script_url ?? '',
  };
}

function ApplicationEditor({ application, mayEdit }: { application: OperatorApplication; mayEdit: boolean }) {
  const update = useUpdateApplication();
  const [pending, setPending] = useState<{ values: ApplicationEditable; form: EditForm } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function save(reason: string) {
    if (!pending) return;
    const { values, form } = pending;
    try {
      const saved = await update.mutateAsync({ id: application.id, ...values, reason });
      setPending(null);
      form.reset(editableOf(saved));
      setOutcome(`Saved: ${saved.name}’s configuration is what the portal now serves.`);
    } catch (error) {
      // A problem with the reason stays in the dialog; anything else goes on the form's fields.
      if (isApiError(error) && 'reason' in error.fieldErrors) throw error;
      setPending(null);
      applyServerErrors(form, error);
    }
  }

  return (
    <Stack spacing={2}>
      {outcome && (
        <Alert severity="success" role="status">
          {outcome}
        </Alert>
      )}
      {!mayEdit && <Alert severity="info">Only operators change an application’s configuration.</Alert>}
      <Form
        schema={applicationEditableSchema}
        defaultValues={editableOf(application)}
        aria-label="Application configuration"
        onSubmit={(values, form) => {
          setOutcome(null);
          setPending({ values, form });
        }}
      >
        <Stack spacing={3}>
          <PageSection title="Branding">
            <TextField name="name" label="Name" maxLength={200} />
            <TextField name="logo" label="Logo address" maxLength={500} />
            <TextField name="favicon" label="Favicon address" maxLength={500} />
            <TextField name="support_email" label="Support e-mail" type="email" maxLength={254} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
              {COLOURS.map(([key, label]) => (
                <TextField key={key} name={`color_schema.${key}`} label={label} maxLength={7} helperText="#RRGGBB" />
              ))}
            </Box>
          </PageSection>
          <PageSection title="Modules">
            <ModulesField />
          </PageSection>
          <PageSection title="Minimums">
            <Typography variant="body2" color="text.secondary">
              In cents: 100000 is $1,000.
            </Typography>
            <NumberField name="settings.loan_note_minimum_cents" label="Loan note minimum" unit="cents" />
            <NumberField
              name="settings.at_call_loan_note_minimum_cents"
              label="At-call loan note minimum"
              unit="cents"
            />
            <NumberField name="settings.portfolio_minimum_cents" label="Portfolio minimum" unit="cents" />
          </PageSection>
          <PageSection title="Session times">
            <NumberField name="settings.session_expire_after" label="Session expires after" unit="seconds" />
            <NumberField name="settings.session_expire_warning_after" label="Warn of expiry after" unit="seconds" />
            <NumberField
              name="settings.resend_verification_code_timeout"
              label="Wait before resending a code"
              unit="seconds"
            />
          </PageSection>
          <PageSection title="Monitoring">
            <TextField
              name="monitoring_script_url"
              label="Monitoring script address"
              type="url"
              maxLength={MONITORING_SCRIPT_URL_MAX_LENGTH}
              helperText="A browser monitoring script every page of this application loads, over https. Leave empty for none."
            />
          </PageSection>
          {mayEdit && (
            <Box>
              <Button type="submit" variant="contained" disabled={update.isPending}>
                Save
              </Button>
            </Box>
          )}
        </Stack>
      </Form>
      <ReasonDialog
        open={pending !== null}
        title="Save the configuration?"
        confirmLabel="Save"
        schema={applicationChangeReasonFormSchema}
        maxLength={APPLICATION_CHANGE_REASON_MAX}
        onSubmit={save}
        onCancel={() => setPending(null)}
      >
        The portal serves the new configuration at once. The reason is kept in the audit trail with the values before
        and after.
      </ReasonDialog>
    </Stack>
  );
}

/** One company application: its configuration grouped Branding / Modules / Minimums / Session times / Monitoring. */
export function ApplicationDetail({ id, mayEdit }: { id: number; mayEdit: boolean }) {
  const application = useApplication(id);
  const all = useApplications();
  /** The booking team is the product's: the default application's when several serve it. */
  const servesProduct = (a: OperatorApplication) => {
    const serving = all.data?.results.filter((other) => other.product_key === a.product_key) ?? [];
    return (serving.find((other) => other.is_default) ?? serving[0])?.id === a.id;
  };
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {application.data ? `Application: ${application.data.name}` : 'Application'}
      </Typography>
      <Loaded query={application} label="Loading the application">
        {(data) => (
          <>
            <Typography color="text.secondary">
              Product {data.product_key.toUpperCase()} · host names {data.hosts.join(', ') || 'none'}
              {data.is_default ? ' · the default application' : ''}
            </Typography>
            <ApplicationEditor application={data} mayEdit={mayEdit} />
            {servesProduct(data) && <BookingTeamForm product={data.product_key} mayEdit={mayEdit} />}
          </>
        )}
      </Loaded>
    </Stack>
  );
}
