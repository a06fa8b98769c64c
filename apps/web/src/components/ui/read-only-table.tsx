import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type ReadOnlyColumn = { header: string; align?: 'right'; sx?: SxProps<Theme> };
export type ReadOnlyRow = { key: string | number; cells: ReactNode[]; emphasis?: boolean };

/**
 * A small table to read, named by `label`: a header row, then each row with its first cell as the
 * row's header (unless `rowHeaders` is false), so a screen reader names every value by its row and
 * column. `emphasis` sets a row (a total) in bold.
 */
export function ReadOnlyTable({
  label,
  columns,
  rows,
  rowHeaders = true,
}: {
  label: string;
  columns: readonly ReadOnlyColumn[];
  rows: readonly ReadOnlyRow[];
  rowHeaders?: boolean;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  // Cells have no identity of their own: a column's place is its key.
                  key={index}
                  component={rowHeaders && index === 0 ? 'th' : 'td'}
                  scope={rowHeaders && index === 0 ? 'row' : undefined}
                  align={columns[index]?.align}
                  sx={[row.emphasis ? { fontWeight: 'bold' } : {}, ...asArray(columns[index]?.sx)]}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function asArray(sx: SxProps<Theme> | undefined) {
  return sx === undefined ? [] : Array.isArray(sx) ? sx : [sx];
}
