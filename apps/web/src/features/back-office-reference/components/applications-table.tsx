import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
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
          <Table size="small" aria-label="Applications">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Host names</TableCell>
                <TableCell>Default</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.backOffice.application.getHref({ id: a.id })}>
                      {a.name}
                    </Link>
                  </TableCell>
                  <TableCell>{a.product_key.toUpperCase()}</TableCell>
                  <TableCell>{a.hosts.join(', ') || '—'}</TableCell>
                  <TableCell>{a.is_default ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Loaded>
    </Stack>
  );
}
