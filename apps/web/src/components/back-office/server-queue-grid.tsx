import Alert from '@mui/material/Alert';
import { DataGrid, type DataGridProps, type GridRowParams, type GridValidRowModel } from '@mui/x-data-grid';
import { Messages, type Page } from '@portal/contract';
import { useNavigate } from 'react-router';
import { QUEUE_PAGE_SIZES } from './use-queue-paging';

type ServerQueueGridProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'rows' | 'rowCount' | 'paginationMode' | 'sortingMode' | 'filterMode'
> & {
  /** The route's answer: its page, fetching (the grid loads) and failure (said above the grid). */
  query?: { data?: Page<R> | undefined; isFetching: boolean; isError: boolean };
  /** A page held without its query (then `loading` is the caller's). */
  page?: Page<R> | undefined;
  /** The route stopped counting (the audit trail past its limit): the pager says "more than". */
  countIsLowerBound?: boolean;
  /** Where a row's item opens: a click anywhere on the row goes there (its link column is the keyboard's way). */
  rowHref?: (row: R) => string;
};

const OPENS_ON_CLICK = { '& .MuiDataGrid-row': { cursor: 'pointer' } };

/**
 * A work queue whose server pages, sorts and searches (`useQueuePaging` holds the state): the
 * page the route answered, its count for the pager, and the grid's own filtering off (the queue's
 * filters and search are fields above it, asked of the route). Every row is in the document and a
 * row opens its item or carries its own actions.
 */
export function ServerQueueGrid<R extends GridValidRowModel>({
  query,
  page = query?.data,
  countIsLowerBound = false,
  rowHref,
  ...props
}: ServerQueueGridProps<R>) {
  const navigate = useNavigate();
  return (
    <>
      {query?.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <DataGrid<R>
        rows={page?.results ?? []}
        // -1: an unknown total; the grid then pages while the route says there is a next page.
        rowCount={countIsLowerBound ? -1 : (page?.count ?? 0)}
        {...(countIsLowerBound ? { paginationMeta: { hasNextPage: Boolean(page?.next) } } : {})}
        {...(query ? { loading: query.isFetching } : {})}
        {...(rowHref
          ? { onRowClick: ({ row }: GridRowParams<R>) => void navigate(rowHref(row)), sx: OPENS_ON_CLICK }
          : {})}
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
    </>
  );
}
