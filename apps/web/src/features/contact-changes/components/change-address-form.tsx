import { changeAddressSchema, type ChangeAddress } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useChangeAddress } from '../api/change-address';
import { useGuardedWrite } from '../../../lib/use-guarded-write';

/**
 * Change the residential address: the same fields and rules as the address of the personal
 * details, which the page passes in as `children` (they belong to the identity forms).
 */
export function ChangeAddressForm({
  defaults,
  doneHref,
  onChanged,
  children,
}: {
  defaults: ChangeAddress;
  doneHref: string;
  /** After the save, e.g. to read the personal details again. */
  onChanged: () => void;
  children: ReactNode;
}) {
  const change = useChangeAddress();
  const guarded = useGuardedWrite();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <Form
        schema={changeAddressSchema}
        defaultValues={defaults}
        onSubmit={async (values, form) => {
          const answer = await guarded(() => change.mutateAsync(values));
          form.reset(values);
          onChanged();
          setDone(answer.detail);
        }}
        aria-label="Change address"
      >
        {children}
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2 }}>
          <SubmitButton fullWidth={false}>Save address</SubmitButton>
          <Button variant="outlined" size="large" component={RouterLink} to={doneHref}>
            Cancel
          </Button>
        </Stack>
      </Form>
      <SuccessDialog open={done !== null} onClose={() => void navigate(doneHref)}>
        {done}
      </SuccessDialog>
    </>
  );
}
