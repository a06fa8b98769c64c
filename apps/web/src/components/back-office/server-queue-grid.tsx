import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type { Page } from '@portal/contract';
import { QUEUE_PAGE_SIZES } from './use-queue-paging';

type ServerQueueGridProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'rows' | 'rowCount' | 'paginationMode' | 'sortingMode' | 'filterMode'
> & {
  page: Page<R> | undefined;
  /** The route stopped counting (the audit trail past its limit): the pager says "more than". */
  countIsLowerBound?: boolean;
};

/**
 * A work queue whose server pages, sorts and searches (`useQueuePaging` holds the state): the
 * page the route answered, its count for the pager, and the grid's own filtering off (the queue's
 * filters and search are fields above it, asked of the route). Like `QueueGrid`, every row is in
 * the document and a row opens its item or carries its own actions.
 */
export function ServerQueueGrid<R extends GridValidRowModel>({
  page,
  countIsLowerBound = false,
  ...props
}: ServerQueueGridProps<R>) {
  return (
    <DataGrid<R>
      rows={page?.results ?? []}
      // -1: an unknown total; the grid then pages while the route says there is a next page.
      rowCount={countIsLowerBound ? -1 : (page?.count ?? 0)}
      {...(countIsLowerBound ? { paginationMeta: { hasNextPage: Boolean(page?.next) } } : {})}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      pageSizeOptions={QUEUE_PAGE_SIZES}
      autoHeight
      disableVirtualization
      disableRowSelectionOnClick
      {...props}
    />
  );
}
