import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

/**
 * A work queue's table: the whole list in the page's height (no virtual scrolling, so every row
 * is in the document for a screen reader and a find in the page), 25 rows a page, rows not
 * selectable (a row opens its item or carries its own actions).
 */
export function QueueGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return (
    <DataGrid<R>
      autoHeight
      disableVirtualization
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      {...props}
    />
  );
}
