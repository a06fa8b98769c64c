import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailTable } from '../../../components/back-office/detail-table';
import { Loaded } from '../../../components/ui/loaded';
import { paths } from '../../../config/paths';
import { useApplications } from '../api/get-applications';

/** The company applications (a handful): name, product, host names, which is the default. */
export function ApplicationsTable() {
  const applications = useApplications();
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Applications
      </Typography>
      <Loaded query={applications} label="Loading the applications">
        {(data) => (
          <DetailTable
            label="Applications"
            rows={data.results}
            rowKey={(a) => a.id}
            columns={[
              {
                header: 'Name',
                cell: (a) => (
                  <Link component={RouterLink} to={paths.backOffice.application.getHref({ id: a.id })}>
                    {a.name}
                  </Link>
                ),
              },
              { header: 'Product', cell: (a) => a.product_key.toUpperCase() },
              { header: 'Host names', cell: (a) => a.hosts.join(', ') || '—' },
              { header: 'Default', cell: (a) => (a.is_default ? 'Yes' : 'No') },
            ]}
          />
        )}
      </Loaded>
    </Stack>
  );
}
