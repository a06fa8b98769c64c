import { DEFAULT_PAGE_SIZE, FINDER_INPUT_MAX_LENGTH, Messages, type ManagedClient } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useManagedClients } from '../api/get-managed-clients';

/** How long typing pauses before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

/**
 * The clients a staff member or an advisor may act for (issue #24): a search by name or e-mail, one
 * page of clients at a time, and per client the button that acts for them (`onActFor`).
 */
export function ClientsList({ onActFor }: { onActFor: (client: ManagedClient) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const clients = useManagedClients({ page, pageSize: DEFAULT_PAGE_SIZE, search: settled });

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Clients
      </Typography>
      <TextField
        type="search"
        size="small"
        label="Search clients"
        helperText="Name or e-mail"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          // A new search starts again at its first page.
          setPage(1);
        }}
        sx={{ maxWidth: 420 }}
        slotProps={{ htmlInput: { maxLength: FINDER_INPUT_MAX_LENGTH } }}
      />
      {clients.isPending ? (
        <PageSpinner label="Loading the clients" />
      ) : clients.isError ? (
        <Alert severity="error">{Messages.genericError}</Alert>
      ) : clients.data.results.length === 0 ? (
        <Typography>No clients found.</Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label="Clients">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Accounts</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Action
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {clients.data.results.map((client) => (
                  <ClientRow key={client.user_id} client={client} onActFor={onActFor} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {clients.data.count > DEFAULT_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={clients.data.count}
              page={page - 1}
              rowsPerPage={DEFAULT_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}

function ClientRow({ client, onActFor }: { client: ManagedClient; onActFor: (client: ManagedClient) => void }) {
  const name = `${client.first_name} ${client.last_name}`.trim() || client.email;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{client.email}</TableCell>
      <TableCell>
        {client.accounts.length === 0 ? (
          'No accounts yet'
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {client.accounts.map((account) => (
              <li key={account.id}>{account.name}</li>
            ))}
          </Stack>
        )}
      </TableCell>
      <TableCell align="right">
        <Button variant="outlined" size="small" onClick={() => onActFor(client)}>
          Act for {name}
        </Button>
      </TableCell>
    </TableRow>
  );
}
