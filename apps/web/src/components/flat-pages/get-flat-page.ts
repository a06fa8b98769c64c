import { flatPageSchema, type FlatPage, type FlatPageTarget } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /flatpages/{slug}/ and /flatpages/{target}/alt-detail/: one page of the current brand.
 * Here rather than in a feature because the flat-page dialog, which any form may open (the
 * sign-up terms), reads it too. Public calls: they work signed out.
 */
export function getFlatPage(slug: string): Promise<FlatPage> {
  return api.get(`/flatpages/${encodeURIComponent(slug)}/`, { schema: flatPageSchema });
}

export function getFlatPageForTarget(target: FlatPageTarget): Promise<FlatPage> {
  return api.get(`/flatpages/${encodeURIComponent(target)}/alt-detail/`, { schema: flatPageSchema });
}

export function flatPageQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['flat-pages', 'slug', slug], queryFn: () => getFlatPage(slug) });
}

export function flatPageForTargetQueryOptions(target: FlatPageTarget) {
  return queryOptions({ queryKey: ['flat-pages', 'target', target], queryFn: () => getFlatPageForTarget(target) });
}

/** A page for a screen of its own: a missing page is the page-not-found screen (global handling). */
export function useFlatPage(slug: string) {
  return useQuery(flatPageQueryOptions(slug));
}

/** A page inside a dialog: failures are shown in the dialog, the form behind it stays. */
export function useFlatPageForTarget(target: FlatPageTarget, options: { enabled: boolean }) {
  return useQuery({
    ...flatPageForTargetQueryOptions(target),
    enabled: options.enabled,
    meta: { errorHandling: 'form' },
  });
}
