import { formatPercent, type StrategicAllocation } from '@portal/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ShareSlice } from '../charts/share-pie-chart';

const AllocationPieChart = lazy(() => import('./allocation-pie-chart'));

/** The options given more than 0, named as the wizard showed them (a tailored label where there is one). */
function allocatedSlices(allocation: StrategicAllocation): ShareSlice[] {
  return allocation.categories
    .flatMap((category) => category.investment_options)
    .filter((option) => Number(option.target_percentage) > 0)
    .map((option) => ({
      id: String(option.id),
      label: option.tailored_label ?? option.name,
      value: Number(option.target_percentage),
      color: option.color,
    }));
}

/**
 * A statement's strategic asset allocation (spec 2 §2: the summary's pie chart, also on the
 * statement's page): a pie in the options' own colours, with the same figures as a table for
 * screen readers and keyboard users. `empty` shows when nothing is allocated yet.
 */
export function AllocationView({ allocation, empty }: { allocation: StrategicAllocation; empty: ReactNode }) {
  const slices = allocatedSlices(allocation);
  if (slices.length === 0) return <>{empty}</>;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ minWidth: 240, flexGrow: 1 }}>
        <Suspense fallback={<CircularProgress size={24} role="status" aria-label="Loading the chart" />}>
          <AllocationPieChart slices={slices} />
        </Suspense>
      </Box>
      <Table size="small" aria-label="Strategic asset allocation" sx={{ width: 'auto', flexGrow: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Investment option
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Target
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slices.map((slice) => (
            <TableRow key={slice.id}>
              <TableCell component="th" scope="row">
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    mr: 1,
                    borderRadius: '50%',
                    bgcolor: slice.color,
                  }}
                />
                {slice.label}
              </TableCell>
              <TableCell align="right">{formatPercent(slice.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
