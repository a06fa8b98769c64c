import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';

export type DetailColumn<T> = { header: string; cell: (row: T) => ReactNode; sx?: SxProps<Theme> };

/**
 * A short table shown whole (an envelope's signers, a user's sign-ins, a file's problems), named
 * for screen readers by `label`, a column's cells by `cell`; `empty` says there is nothing
 * instead of an empty table.
 */
export function DetailTable<T>({
  label,
  columns,
  rows,
  rowKey = (_row, index) => index,
  empty,
}: {
  label: string;
  columns: DetailColumn<T>[];
  rows: readonly T[];
  rowKey?: (row: T, index: number) => Key;
  empty?: string;
}) {
  if (empty && rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
