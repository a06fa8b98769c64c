import {
  applicationSubmissionCreateSchema,
  ConsentKey,
  ConsentWording,
  CONSENTS_VERSION,
  Messages,
  type ApplicationSubmission,
  type ApplicationSubmissionCreate,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useSubmitApplication } from '../api/submit-application';

const UNTICKED = Object.fromEntries(Object.values(ConsentKey).map((key) => [key, false])) as Record<
  ConsentKey,
  boolean
>;

/**
 * The six consents in the wording of CONSENTS_VERSION, 'Finalise and submit your application' and
 * 'exit and complete later' (spec 2 §2, §5). The button stays enabled: a submit with a box
 * unticked shows why on that box and sends nothing. A refusal of the server shows above the form,
 * with the ticks kept.
 */
export function ConsentsForm({
  accountId,
  notice,
  onSubmitted,
}: {
  accountId: number;
  /** Why the server would refuse now (details missing, ...), shown before the person tries. */
  notice: string | null;
  onSubmitted: (submission: ApplicationSubmission) => void;
}) {
  const submit = useSubmitApplication(accountId);
  return (
    <PageSection title="Declarations and consents">
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Form
        schema={applicationSubmissionCreateSchema}
        defaultValues={{ consents: UNTICKED, consents_version: CONSENTS_VERSION } as ApplicationSubmissionCreate}
        aria-label="Declarations and consents"
        onSubmit={async (values) => onSubmitted(await submit.mutateAsync(values))}
      >
        {Object.values(ConsentKey).map((key) => (
          <Checkbox key={key} name={`consents.${key}`} label={ConsentWording[key]} />
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <SubmitButton fullWidth={false}>{Messages.finaliseAndSubmit}</SubmitButton>
          <Link component={RouterLink} to={paths.accounts.list.getHref()}>
            {Messages.exitAndCompleteLater}
          </Link>
        </Stack>
      </Form>
    </PageSection>
  );
}
