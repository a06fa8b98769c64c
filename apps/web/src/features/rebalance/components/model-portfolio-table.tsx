import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatFractionAsPercent, type RebalanceModelPortfolioData } from '@portal/contract';

const COLUMNS = ['Code', 'Company name', 'Current Target', 'Change in Target', 'Revised target'] as const;

/**
 * Model portfolio targets (spec 3 §2.9), values x 100 as percentages. When the report covers
 * more than one investment option, each option's rows sit under its name.
 */
export function ModelPortfolioTable({ data }: { data: RebalanceModelPortfolioData }) {
  const options = [...new Set(data.map((row) => row.investment_option))];
  return (
    <TableContainer>
      <Table size="small" aria-label="Model portfolio">
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
          {options.flatMap((option) => [
            ...(options.length > 1
              ? [
                  <TableRow key={`option/${option}`}>
                    <TableCell component="th" scope="colgroup" colSpan={COLUMNS.length} sx={{ fontWeight: 600 }}>
                      {option}
                    </TableCell>
                  </TableRow>,
                ]
              : []),
            ...data
              .filter((row) => row.investment_option === option)
              .map((row, i) => (
                <TableRow key={`${option}/${row.code}/${i}`}>
                  <TableCell component="th" scope="row">
                    {row.code}
                  </TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{formatFractionAsPercent(row.old_target)}</TableCell>
                  <TableCell align="right">{formatFractionAsPercent(row.target_difference)}</TableCell>
                  <TableCell align="right">{formatFractionAsPercent(row.new_target)}</TableCell>
                </TableRow>
              )),
          ])}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
