import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type FiguresTableProps = {
  caption: string;
  /** The first column's heading ('Month', 'Date', 'Asset class'). */
  rowHeader: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; cells: readonly string[] }>;
  /** A closing row, e.g. the totals of the legend. */
  footer?: { label: string; cells: readonly string[] };
};

/** The figures of a chart as a plain table, for screen readers and keyboard users. */
export function ChartFiguresTable({ caption, rowHeader, columns, rows, footer }: FiguresTableProps) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {rowHeader}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column} component="th" scope="col" align="right">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...rows, ...(footer ? [footer] : [])].map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {row.cells.map((cell, index) => (
              <TableCell key={columns[index]} align="right">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
