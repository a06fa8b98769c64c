import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatFractionAsPercent, type RebalanceTaaData } from '@portal/contract';

const COLUMNS = [
  'Asset Class',
  'Investment Option',
  'Strategic Asset Allocation',
  'Current TAA',
  'Change in TAA',
  'Revised TAA',
] as const;

type Figures = [saa: string, current: string, change: string, revised: string];

/** The four figures of a row, stored as fractions and shown as percentages (x 100, spec 3 §2.9). */
function FigureCells({ figures }: { figures: Figures }) {
  return figures.map((value, i) => (
    <TableCell key={COLUMNS[i + 2]} align="right">
      {formatFractionAsPercent(value)}
    </TableCell>
  ));
}

const totalRow = { '& > *': { fontWeight: 600 } } as const;

/**
 * Tactical asset allocation: per asset class its investment options and a total row, then the
 * Cash row and the Total row of the whole portfolio. Figures come from the server as given.
 */
export function TaaTable({ data }: { data: RebalanceTaaData }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Tactical asset allocation">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, i) => (
              <TableCell key={column} align={i < 2 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.records.flatMap((record) => [
            ...record.investment_options.map((option, i) => (
              <TableRow key={`${record.asset_class}/${option.name}/${i}`}>
                {i === 0 && (
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    rowSpan={record.investment_options.length}
                    sx={{ verticalAlign: 'top' }}
                  >
                    {record.asset_class}
                  </TableCell>
                )}
                <TableCell>{option.name}</TableCell>
                <FigureCells figures={[option.saa, option.old_taa, option.taa_difference, option.new_taa]} />
              </TableRow>
            )),
            <TableRow key={`${record.asset_class}/total`} sx={totalRow}>
              <TableCell component="th" scope="row">
                Total {record.asset_class}
              </TableCell>
              <TableCell />
              <FigureCells
                figures={[record.total_saa, record.total_old_taa, record.total_difference, record.total_new_taa]}
              />
            </TableRow>,
          ])}
          <TableRow>
            <TableCell component="th" scope="row">
              Cash
            </TableCell>
            <TableCell />
            <FigureCells figures={[data.cash.saa, data.cash.old_taa, data.cash.difference, data.cash.new_taa]} />
          </TableRow>
          <TableRow sx={totalRow}>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell />
            <FigureCells
              figures={[
                data.totals.total_saa,
                data.totals.total_old_taa,
                data.totals.total_difference,
                data.totals.total_new_taa,
              ]}
            />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
