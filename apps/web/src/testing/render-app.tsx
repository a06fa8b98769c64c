import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRouter, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app as the browser gets it (providers, branding gate, real route table), at `url`,
 * on a memory router so tests can read the location.
 */
export function renderApp({
  url = '/',
  queryClient = createQueryClient(),
  userAgent,
}: { url?: string; queryClient?: QueryClient; userAgent?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} userAgent={userAgent}>
      <AppRouter router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user, location: () => router.state.location };
}
