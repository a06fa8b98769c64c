import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRouter, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app as the browser gets it (providers, branding gate, real route table), at `url`,
 * on a memory router so tests can read the location. `strict` renders under React StrictMode
 * (effects run twice, as in development); `advanceTimers` lets user-event work with fake timers.
 */
export function renderApp({
  url = '/',
  queryClient = createQueryClient(),
  userAgent,
  strict = false,
  advanceTimers,
}: {
  url?: string;
  queryClient?: QueryClient;
  userAgent?: string;
  strict?: boolean;
  advanceTimers?: (ms: number) => unknown;
} = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const app = (
    <AppProvider queryClient={queryClient} userAgent={userAgent}>
      <AppRouter router={router} />
    </AppProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, queryClient, user, location: () => router.state.location };
}
