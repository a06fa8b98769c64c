// Shared by every paged list route: the `next`/`previous` links of a page keep the query the caller sent.
/** The same URL with `page` set to another value; null when there is no such page. */
export function pageLink(url: string, page: number | null): string | null {
  if (page === null) return null;
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
