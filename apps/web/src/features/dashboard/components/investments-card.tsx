import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DashboardPeriod,
  DebounceMs,
  formatDate,
  formatMoney,
  FINDER_INPUT_MAX_LENGTH,
  type InvestmentSortField,
  Messages,
  type DashboardAsset,
  type DashboardFilter,
  type InvestmentRow,
} from '@portal/contract';
import { useState } from 'react';
import { useDownloadInvestmentsCsv } from '../api/download-investments-csv';
import { useInvestments, type InvestmentsTableQuery } from '../api/get-investments';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { CardFrame } from './card-frame';
import { DashboardCard } from './dashboard-card';

type SortField = keyof typeof InvestmentSortField;

type Column = { id: string; label: string; sort?: SortField; align?: 'right'; maximizedOnly?: boolean };

const COLUMNS: Column[] = [
  { id: 'name', label: 'Investment Name', sort: 'code' },
  { id: 'units', label: 'Units', sort: 'units', align: 'right' },
  { id: 'price', label: 'Price', sort: 'price', align: 'right' },
  { id: 'value', label: 'Value', sort: 'value', align: 'right' },
  { id: 'target_units', label: 'Target units', sort: 'target_units', align: 'right', maximizedOnly: true },
  { id: 'account', label: 'Account', maximizedOnly: true },
  { id: 'investment_option', label: 'Investment option', maximizedOnly: true },
];

type Props = {
  filter: DashboardFilter;
  frame: CardFrame;
  /** The asset class the table is filtered by (chosen in the allocation card); null for every class. */
  asset: DashboardAsset | null;
  onClearAsset: () => void;
};

export function InvestmentsCard({ filter, frame, asset, onClearAsset }: Props) {
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState('-value');
  const [groupByInvestment, setGroupByInvestment] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), DebounceMs.investmentsSearch);
  // What the user asked for; the CSV download follows it whatever the card shows.
  const table: InvestmentsTableQuery = {
    search: settledSearch,
    ordering,
    groupByInvestment,
    assetClassId: asset?.id ?? null,
  };
  const wide = frame.maximized;
  // Not maximized on tablet and up, one row per code (spec 3 §2.5): the server adds up the holdings of
  // several options, so the card never loads every holding only to merge them.
  const merged = !wide && !frame.isMobile;
  const shown: InvestmentsTableQuery = merged ? { ...table, groupByInvestment: true } : table;
  const notAvailable = filter.period === DashboardPeriod.previous_financial_year;
  const { data, isPending } = useInvestments(filter, shown);
  const download = useDownloadInvestmentsCsv();

  const columns = COLUMNS.filter((c) => wide || !c.maximizedOnly);
  const rows = data?.results ?? [];
  const available = !notAvailable && data?.available !== false;
  const sortField = ordering.replace(/^-/, '');
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';

  const sortBy = (field: SortField) => setOrdering(sortField === field && direction === 'asc' ? `-${field}` : field);

  return (
    <DashboardCard
      title="Investments"
      explanation="The investments you hold on the latest day with data: how many units, their price and their value."
      frame={frame}
      controls={
        available && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate({ filter, table })}
          >
            Download CSV
          </Button>
        )
      }
    >
      {!available ? (
        <Typography color="text.secondary">{Messages.investmentsNotAvailable}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              type="search"
              label="Search investments"
              placeholder={Messages.investmentsSearchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              // The label stays above the box, so the placeholder is shown before the box is focused.
              slotProps={{ htmlInput: { maxLength: FINDER_INPUT_MAX_LENGTH }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 240 }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={groupByInvestment} onChange={(e) => setGroupByInvestment(e.target.checked)} />
              }
              label={Messages.groupByInvestment}
            />
            {asset && <Chip label={asset.name} onDelete={onClearAsset} aria-label={`Asset class ${asset.name}`} />}
          </Box>
          {data?.date && (
            <Typography variant="body2" color="text.secondary">
              As at {formatDate(data.date)}
            </Typography>
          )}
          {rows.some((r) => r.is_strike) && (
            <Typography variant="body2" color="text.secondary">
              {Messages.priceCappedAtStrike}
            </Typography>
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Investments">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sortDirection={column.sort && sortField === column.sort ? direction : false}
                    >
                      {column.sort ? (
                        <TableSortLabel
                          active={sortField === column.sort}
                          direction={sortField === column.sort ? direction : 'asc'}
                          onClick={() => sortBy(column.sort!)}
                        >
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  <InvestmentTableRow key={`${row.code}-${i}`} row={row} wide={wide} />
                ))}
                {!isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length}>No investments to show</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </DashboardCard>
  );
}

function InvestmentTableRow({ row, wide }: { row: InvestmentRow; wide: boolean }) {
  // A struck option's price and value are capped at its strike: shown struck through, with the note above.
  const struck = row.is_strike ? { textDecoration: 'line-through' } : undefined;
  return (
    <TableRow data-struck={row.is_strike || undefined}>
      <TableCell component="th" scope="row">
        <strong>{row.code}</strong> {row.name}
      </TableCell>
      <TableCell align="right">{row.units}</TableCell>
      <TableCell align="right" sx={struck}>
        {formatMoney(row.price)}
      </TableCell>
      <TableCell align="right" sx={struck}>
        {formatMoney(row.value)}
      </TableCell>
      {wide && (
        <>
          <TableCell align="right">{row.target_units ?? ''}</TableCell>
          <TableCell>{row.account?.name ?? ''}</TableCell>
          <TableCell>{row.investment_option?.label ?? ''}</TableCell>
        </>
      )}
    </TableRow>
  );
}
