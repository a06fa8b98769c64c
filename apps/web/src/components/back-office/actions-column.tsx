import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * A queue's last column: the buttons that act on one row (each named for the row it acts on, so a
 * screen reader hears which), or nothing when the row is past acting on.
 */
export function actionsColumn<R extends GridValidRowModel>(
  actions: (row: R) => ReactNode | null,
  minWidth = 190,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    minWidth,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => {
      const buttons = actions(row);
      return buttons ? (
        <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
          {buttons}
        </Stack>
      ) : null;
    },
  };
}
