import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { ReadOnlyTable } from '../ui/read-only-table';

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
    <ReadOnlyTable
      label={label}
      rowHeaders={false}
      columns={columns.map(({ header, sx }) => ({ header, sx }))}
      rows={rows.map((row, index) => ({
        key: rowKey(row, index) as string | number,
        cells: columns.map((column) => column.cell(row)),
      }))}
    />
  );
}
