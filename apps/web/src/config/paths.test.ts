import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { paths } from './paths';

type Route = { path: string; getHref: (...args: never[]) => string };

function allRoutes(node: unknown): Route[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('path' in node && 'getHref' in node) return [node as Route];
  return Object.values(node).flatMap(allRoutes);
}

describe('paths', () => {
  it('builds hrefs with encoded parameters and a query', () => {
    expect(paths.auth.login.getHref()).toBe('/auth/login/');
    expect(paths.auth.login.getHref({ redirect_url: '/documents/?page=2' })).toBe(
      '/auth/login/?redirect_url=%2Fdocuments%2F%3Fpage%3D2',
    );
    expect(paths.accounts.editBankAccount.getHref({ id: 5, bankAccId: 'a b' })).toBe(
      '/accounts/5/edit-bank-account/a%20b/',
    );
    expect(paths.changeRequests.signResult.getHref({ signUrlChangeRequestId: 9 }, { event: 'signing_complete' })).toBe(
      '/sign-result/9?event=signing_complete',
    );
    expect(paths.invitation.getHref({ uuid: 'u-1' })).toBe('/invitation/u-1/');
  });

  it('keeps the documents’ trailing slashes', () => {
    expect(paths.notifications.path).toBe('/notifications');
    expect(paths.advisorEntry.path).toBe('/advisor-entry');
    expect(paths.accounts.list.path).toBe('/accounts');
    expect(paths.products.list.path).toBe('/products/');
    expect(paths.rebalance.report.path).toBe('/rebalance/:id/');
  });

  it('has no two routes with the same path', () => {
    const all = allRoutes(paths).map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(allRoutes(paths).map((r) => [r.path, r] as const))('%s is served by the route table', (path) => {
    const href = path.replace(/:(\w+)/g, 'x1');
    const matches = matchRoutes(routes as RouteObject[], href);
    // The matched routes' paths put together: an absolute one starts afresh, a relative one (the
    // back office's queues under '/back-office/') continues its parent's; an index route adds nothing.
    const served = (matches ?? []).reduce((pattern, { route }) => {
      if (route.path === undefined) return pattern;
      if (route.path.startsWith('/')) return route.path;
      return `${pattern.endsWith('/') ? pattern : `${pattern}/`}${route.path}`;
    }, '');
    expect(served).toBe(path);
  });
});
