import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';

/**
 * A queue's column whose text links to the row's item: the keyboard's and the screen reader's way
 * in, where a click anywhere on the row (`ServerQueueGrid`'s `rowHref`) is the mouse's.
 */
export function linkColumn<R extends GridValidRowModel>(
  href: (row: R) => string,
  column: GridColDef<R>,
): GridColDef<R> {
  return {
    ...column,
    renderCell: ({ row, formattedValue }) => (
      <Link component={RouterLink} to={href(row)}>
        {String(formattedValue)}
      </Link>
    ),
  };
}
