import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  Messages,
  PAGE_SIZE_OPTIONS,
  RebalanceStatus,
  RebalanceStatusLabel,
  RebalanceTypeLabel,
  type RebalanceOrdering,
  type RebalanceReportSummary,
  type RebalanceType,
} from '@portal/contract';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useRebalanceAccounts } from '../api/get-rebalance-accounts';
import { useRebalanceReports, type RebalanceListParams } from '../api/get-rebalance-reports';
import { useRebalanceTypes } from '../api/get-rebalance-types';
import { RebalanceStatusChip } from './rebalance-status-chip';

type Props = {
  params: RebalanceListParams;
  onParamsChange: (params: RebalanceListParams) => void;
};

type SortField = 'date' | 'account' | 'rebalance_type' | 'status';
const COLUMNS: Array<{ field: SortField; label: string }> = [
  { field: 'date', label: 'Rebalance date' },
  { field: 'account', label: 'Name' },
  { field: 'rebalance_type', label: 'Rebalance type' },
  { field: 'status', label: 'Rebalance status' },
];

/**
 * "Rebalance history" (spec 3 §2.8): a server-paged table, newest first, with multi-select
 * filters shown as removable chips. New reports carry a dot and a highlighted row; a row opens
 * its report.
 */
export function RebalanceHistory({ params, onParamsChange }: Props) {
  const reports = useRebalanceReports(params);
  const accounts = useRebalanceAccounts();
  const types = useRebalanceTypes();
  const navigate = useNavigate();

  // A new filter or order starts again at the first page.
  const refilter = (change: Partial<RebalanceListParams>) => onParamsChange({ ...params, ...change, page: 1 });
  const accountName = (id: number) => accounts.data?.find((a) => a.id === id)?.name ?? `Account ${id}`;
  const typeName = (id: RebalanceType) => types.data?.find((t) => t.id === id)?.name ?? RebalanceTypeLabel[id];
  const typeChoices = types.data ?? Object.entries(RebalanceTypeLabel).map(([id, name]) => ({ id, name }));

  const chips = [
    ...params.accounts.map((id) => ({
      key: `account-${id}`,
      label: `Name: ${accountName(id)}`,
      remove: () => refilter({ accounts: params.accounts.filter((a) => a !== id) }),
    })),
    ...params.types.map((type) => ({
      key: `type-${type}`,
      label: `Rebalance type: ${typeName(type)}`,
      remove: () => refilter({ types: params.types.filter((t) => t !== type) }),
    })),
    ...params.statuses.map((status) => ({
      key: `status-${status}`,
      label: `Rebalance status: ${RebalanceStatusLabel[status]}`,
      remove: () => refilter({ statuses: params.statuses.filter((s) => s !== status) }),
    })),
  ];

  const sortBy = (field: SortField) => {
    const current = params.ordering.replace(/^-/, '');
    const descending = params.ordering.startsWith('-');
    // A new column sorts the way people expect first: dates newest first, words A to Z.
    const next = current === field ? (descending ? field : `-${field}`) : field === 'date' ? '-date' : field;
    refilter({ ordering: next as RebalanceOrdering });
  };

  const open = (report: RebalanceReportSummary) => void navigate(paths.rebalance.report.getHref({ id: report.id }));

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {Messages.rebalanceHistoryTitle}
      </Typography>

      <Box
        component="section"
        aria-label="Filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <MultiSelect
          label="Name"
          options={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={params.accounts.map(String)}
          onChange={(values) => refilter({ accounts: values.map(Number) })}
        />
        <MultiSelect
          label="Rebalance type"
          options={typeChoices.map((t) => ({ value: t.id, label: t.name }))}
          value={params.types}
          onChange={(values) => refilter({ types: values as RebalanceType[] })}
        />
        <MultiSelect
          label="Rebalance status"
          options={Object.values(RebalanceStatus).map((s) => ({ value: s, label: RebalanceStatusLabel[s] }))}
          value={params.statuses}
          onChange={(values) => refilter({ statuses: values as RebalanceStatus[] })}
        />
      </Box>

      {chips.length > 0 && (
        <Stack
          direction="row"
          aria-label="Chosen filters"
          role="group"
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          {chips.map((chip) => (
            <Chip key={chip.key} label={chip.label} onDelete={chip.remove} />
          ))}
          <Button size="small" onClick={() => refilter({ accounts: [], types: [], statuses: [] })}>
            Clear all
          </Button>
        </Stack>
      )}

      {reports.isPending ? (
        <PageSpinner label="Loading the rebalance history" />
      ) : reports.isError ? (
        <Alert severity="error">{Messages.genericError}</Alert>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={Messages.rebalanceHistoryTitle}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map(({ field, label }) => {
                    const active = params.ordering.replace(/^-/, '') === field;
                    const direction = params.ordering.startsWith('-') ? 'desc' : 'asc';
                    return (
                      <TableCell
                        key={field}
                        sortDirection={active ? direction : false}
                        aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        <TableSortLabel
                          active={active}
                          direction={active ? direction : 'asc'}
                          onClick={() => sortBy(field)}
                        >
                          {label}
                        </TableSortLabel>
                      </TableCell>
                    );
                  })}
                </TableRow>
              </TableHead>
              <TableBody>
                {reports.data.results.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>
                      {chips.length ? 'No rebalance reports match these filters.' : 'No rebalance reports yet.'}
                    </TableCell>
                  </TableRow>
                ) : (
                  reports.data.results.map((report) => <HistoryRow key={report.id} report={report} onOpen={open} />)
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={reports.data.count}
            page={Math.max(0, Math.min(params.page - 1, Math.ceil(reports.data.count / params.pageSize) - 1))}
            rowsPerPage={params.pageSize}
            rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
            onPageChange={(_event, page) => onParamsChange({ ...params, page: page + 1 })}
            onRowsPerPageChange={(event) => refilter({ pageSize: Number(event.target.value) })}
          />
        </Paper>
      )}
    </Stack>
  );
}

function HistoryRow({
  report,
  onOpen,
}: {
  report: RebalanceReportSummary;
  onOpen: (report: RebalanceReportSummary) => void;
}) {
  const href = paths.rebalance.report.getHref({ id: report.id });
  // The date is a link (keyboard and screen readers); a click anywhere else on the row opens it too.
  const click = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) return;
    onOpen(report);
  };
  return (
    <TableRow
      hover
      selected={report.is_new}
      onClick={click}
      sx={{ cursor: 'pointer', '& > td, & > th': { fontWeight: report.is_new ? 600 : undefined } }}
    >
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="span"
            {...(report.is_new ? { role: 'img', 'aria-label': 'New' } : { 'aria-hidden': true })}
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: report.is_new ? 'primary.main' : 'transparent',
              flex: 'none',
            }}
          />
          <Link component={RouterLink} to={href} underline="hover" color="inherit">
            {formatDate(report.date)}
          </Link>
        </Box>
      </TableCell>
      <TableCell>{report.account.name}</TableCell>
      <TableCell>{RebalanceTypeLabel[report.rebalance_type]}</TableCell>
      <TableCell>
        <RebalanceStatusChip status={report.status} />
      </TableCell>
    </TableRow>
  );
}

function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<{ value: string; label: string }>;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => (chosen as string[]).map(labelOf).join(', ') || 'All',
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox checked={value.includes(option.value)} size="small" />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
