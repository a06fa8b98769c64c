import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Messages } from '@portal/contract';
import { useClientConfiguration } from './get-client-configuration';

/**
 * The disclaimer under the dashboard and the reports page (spec 3 §1), in the brand's words
 * from its configuration. Until they arrive nothing shows (no flash of other words); when they
 * cannot be read, the portal's default text stands in, since the page must not go without one.
 */
export function PortalDisclaimer() {
  const configuration = useClientConfiguration();
  const paragraphs = configuration.data?.disclaimer ?? (configuration.isError ? Messages.portalDisclaimer : null);
  if (!paragraphs) return null;
  return (
    <Box component="aside" aria-label="Disclaimer" sx={{ mt: 4, color: 'text.secondary' }}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="caption" component="p">
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
