// Shared by every paged list route: the `next`/`previous` links of a page keep the query the caller sent.
/** The same URL with `page` set to another value; null when there is no such page. */
export function pageLink(url: string, page: number | null): string | null {
  if (page === null) return null;
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * A page of a paged list as the wire has it: `count`, the links to the next and previous pages
 * (null at either end; a page past the last links back to the last) and the results.
 */
export function pageOf<T>(
  url: string,
  { page, page_size: size }: { page: number; page_size: number },
  { count, results }: { count: number; results: T[] },
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: pageLink(url, page < last ? page + 1 : null),
    previous: pageLink(url, page > 1 ? Math.min(page - 1, last) : null),
    results,
  };
}
