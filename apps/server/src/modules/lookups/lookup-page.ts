import type { LookupPageQuery, Page } from '@portal/contract';

/** '/api/utils/countries/?search=a&page=2' with `page` set to another value; null when there is none. */
function linkTo(url: string, page: number | null): string | null {
  if (page === null) return null;
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** One page of a list held in memory, in the wire's list envelope. */
export function pageOf<T>(items: readonly T[], query: LookupPageQuery, url: string): Page<T> {
  const { page, page_size: size } = query;
  const start = (page - 1) * size;
  const results = items.slice(start, start + size);
  const previous = page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(items.length / size))) : null;
  const next = start + size < items.length ? page + 1 : null;
  return { count: items.length, next: linkTo(url, next), previous: linkTo(url, previous), results };
}
