import { Messages } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useSession } from '../session';
import { TenantContext } from './tenant-context';
import { applyDocumentBranding } from './document-branding';
import { createBrandTheme } from './brand-theme';
import { useCurrentApplicationQuery } from './get-current-application';

/**
 * The branding gate: nothing of the app renders until the tenant is known, so no screen ever
 * flashes another tenant's (or no) brand. Meanwhile a neutral spinner; on failure a plain message
 * with Retry, since without the tenant there is nothing sensible to show.
 */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { tenantId } = useSession();
  const query = useCurrentApplicationQuery(tenantId);
  const tenant = query.data;
  // Read outside any theme (this makes the theme); follows the system setting when it changes.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => (tenant ? createBrandTheme(tenant.configuration.color_schema, { reduceMotion }) : null),
    [tenant, reduceMotion],
  );

  useEffect(() => {
    if (tenant) applyDocumentBranding(tenant);
  }, [tenant]);

  if (tenant && theme) {
    return (
      <TenantContext.Provider value={tenant}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </TenantContext.Provider>
    );
  }

  if (query.isError) {
    return (
      <Box
        role="alert"
        sx={{ p: 4, maxWidth: 480, mx: 'auto', mt: 8, textAlign: 'center', color: '#111', bgcolor: '#fff' }}
      >
        <Typography component="h1" variant="h5" gutterBottom>
          {Messages.genericError}
        </Typography>
        <Typography sx={{ mb: 3 }}>The portal could not be loaded. Check your connection and try again.</Typography>
        <Button variant="contained" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </Box>
    );
  }

  return <PageSpinner />;
}
