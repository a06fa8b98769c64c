import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { TwoFactorGuardContext, type TwoFactorGuardApi } from '../../../lib/two-factor-guard-context';
import { securitySchemaQueryOptions, useSecuritySchema } from '../api/get-security-schema';
import { clearCodeRequest } from '../utils/code-request-storage';
import { CodeEntry } from './code-entry';

/**
 * The two-factor guard of protected pages (document 1 §4): asks the page's endpoint for its
 * security schema (OPTIONS); when a write there needs a code that was not yet confirmed, sends one
 * on the schema's channel and asks for it before showing the page. If the check itself fails the
 * page is shown anyway (the server still refuses an unconfirmed write). Pages inside can ask for a
 * new code through `useTwoFactorGuard()` when a write is refused later.
 */
export function TwoFactorGuard({
  endpoint,
  children,
  cancelHref = paths.home.getHref(),
}: {
  /** The protected endpoint, relative to /api (e.g. '/profiles/my/'); '/api/...' is accepted too. */
  endpoint: string;
  children: ReactNode;
  cancelHref?: string;
}) {
  const path = endpoint.replace(/^\/api(?=\/)/, '');
  const queryClient = useQueryClient();
  const schema = useSecuritySchema(path);
  const { queryKey } = securitySchemaQueryOptions(path);

  const guardApi = useMemo<TwoFactorGuardApi>(
    () => ({
      requireConfirmation: () =>
        queryClient.setQueryData(securitySchemaQueryOptions(path).queryKey, (old) =>
          old ? { security_schema: { ...old.security_schema, confirmed: false } } : old,
        ),
    }),
    [queryClient, path],
  );

  if (schema.isPending) return <PageSpinner label="Checking security" />;

  const security = schema.data?.security_schema;
  if (security && security.two_factor_required && !security.confirmed) {
    return (
      <Box sx={{ maxWidth: 440, mx: 'auto' }}>
        <CodeEntry
          purpose="action"
          channel={security.channel}
          onConfirmed={() => {
            // The code is used up: a later visit must ask for a fresh one, not wait for this countdown.
            clearCodeRequest('action');
            queryClient.setQueryData(queryKey, { security_schema: { ...security, confirmed: true } });
          }}
          secondaryAction={
            <Button variant="outlined" fullWidth component={RouterLink} to={cancelHref}>
              Cancel
            </Button>
          }
        />
      </Box>
    );
  }
  return <TwoFactorGuardContext.Provider value={guardApi}>{children}</TwoFactorGuardContext.Provider>;
}
