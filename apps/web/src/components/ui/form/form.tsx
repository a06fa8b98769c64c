import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useContext, useEffect, useId, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { TenantContext } from '../../../lib/branding/tenant-context';
import { setFormDirty } from '../../../lib/unsaved-changes';
import { applyServerErrors } from './apply-server-errors';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type AppForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type FormProps<S extends FormSchema> = {
  /** The zod schema (ideally from @portal/contract) that validates in the browser before sending. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Called with parsed values. Throwing (e.g. `mutateAsync` rejecting with an ApiError) puts the
   * server's errors on the form; the values stay as typed.
   */
  onSubmit: (values: z.output<S>, form: AppForm<S>) => unknown;
  children: ReactNode | ((form: AppForm<S>) => ReactNode);
  /** The form's accessible name, normally the screen's heading text. */
  'aria-label'?: string;
  id?: string;
  /**
   * Whether typed-but-unsaved values should make sign-out (and closing the tab) ask first.
   * Off for forms whose values are worthless once left (a one-time code).
   */
  warnOnUnsavedChanges?: boolean;
  /**
   * When fields are checked: on submit (default), or once touched and then as they change, for a
   * form whose submit button waits for valid values and must show why it waits.
   */
  mode?: 'onSubmit' | 'onTouched';
};

/**
 * The one form wrapper: validation from a zod schema, fields that read their registration and
 * error from context, and server errors shown the same way everywhere (above the form and on fields).
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  id,
  warnOnUnsavedChanges = true,
  mode = 'onSubmit',
  ...rest
}: FormProps<S>) {
  // Read without useTenant(): a form may stand outside the branding gate (its own tests).
  const tenant = useContext(TenantContext);
  const form: AppForm<S> = useForm<z.input<S>, unknown, z.output<S>>({
    // Generic S hides the concrete input/output types from the resolver's overloads; they are the same types.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode,
    reValidateMode: 'onChange',
  });
  const serverError = form.formState.errors.root?.server?.message;
  const registryId = useId();
  const isDirty = warnOnUnsavedChanges && form.formState.isDirty;

  // Join the unsaved-changes registry while dirty; leave it when saved, reset or unmounted.
  useEffect(() => {
    setFormDirty(registryId, isDirty);
    return () => setFormDirty(registryId, false);
  }, [registryId, isDirty]);

  async function submit(values: z.output<S>) {
    try {
      await onSubmit(values, form);
    } catch (error) {
      applyServerErrors(form, error, tenant?.configuration.support_email);
    }
  }

  return (
    <FormProvider {...form}>
      <Box component="form" id={id} noValidate onSubmit={form.handleSubmit(submit)} aria-label={rest['aria-label']}>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        )}
        {typeof children === 'function' ? children(form) : children}
      </Box>
    </FormProvider>
  );
}
