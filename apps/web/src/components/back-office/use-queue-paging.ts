import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { parseOrdering, type QueueOrdering } from '@portal/contract';
import { useEffect, useState } from 'react';

/** How long a search waits for typing to stop before asking the route. */
export const SEARCH_DELAY_MS = 300;

/** The rows a queue shows a page; the server's default page size is the investor lists'. */
export const QUEUE_PAGE_SIZES = [25, 50, 100];

/**
 * A server-paged queue's state (issue #23 item 2): the page, the ordering chosen by a column's
 * header, and the search, debounced. `params` is what the route takes; `grid` goes to
 * `ServerQueueGrid`. A new search or ordering goes back to the first page.
 */
export function useQueuePaging<F extends string>(defaultOrdering: QueueOrdering<F>) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: QUEUE_PAGE_SIZES[0]! });
  const [ordering, setOrdering] = useState<QueueOrdering<F>>(defaultOrdering);
  const [search, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const next = search.trim();
    // Nothing typed since the last search: no timer, so a page chosen meanwhile is kept.
    if (next === term) return;
    const timer = setTimeout(() => {
      setTerm(next);
      setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, term]);

  const { field, descending } = parseOrdering(ordering);
  const sortModel: GridSortModel = [{ field, sort: descending ? 'desc' : 'asc' }];

  return {
    params: {
      page: pagination.page + 1,
      page_size: pagination.pageSize,
      ordering,
      ...(term ? { search: term } : {}),
    },
    search,
    setSearch: setSearchText,
    /** Back to the first page, as a changed filter must. */
    firstPage: () => setPagination((current) => ({ ...current, page: 0 })),
    /** A filter's setter that also goes back to the first page. */
    thenFirstPage:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPagination((current) => ({ ...current, page: 0 }));
      },
    grid: {
      paginationModel: pagination,
      onPaginationModelChange: setPagination,
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        const [sort] = model;
        // A third click on a header clears the sort: the queue keeps its default order.
        setOrdering(
          sort ? ((sort.sort === 'desc' ? `-${sort.field}` : sort.field) as QueueOrdering<F>) : defaultOrdering,
        );
        setPagination((current) => ({ ...current, page: 0 }));
      },
    },
  };
}
