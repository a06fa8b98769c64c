import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError, type ErrorHandling } from './handle-api-error';
import { session, type SignOutReason } from './session';

/** What a query or mutation may say about itself; read by the global handlers below. */
export type AppQueryMeta = {
  /** Default 'global'. See handle-api-error.ts. */
  errorHandling?: ErrorHandling;
  /** Kept when the user signs out (e.g. the tenant's branding). */
  keepOnSignOut?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
}

/** Forget the user locally: session storage and every cached answer that belongs to them. */
export function signOutLocally(queryClient: QueryClient, reason: SignOutReason | null = null): void {
  session.clear(reason);
  forgetUserData(queryClient);
}

/**
 * One QueryClient per app (tests make their own). Document 1 §7: no retries, no refetch on focus.
 * Errors go through one handler so every screen reacts to 401, 403, 404, 5xx and blocked
 * accounts the same way (document 1 §8).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleApiError(error, query.meta?.errorHandling ?? 'global', signOut),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) =>
        handleApiError(error, mutation.meta?.errorHandling ?? 'global', signOut),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  function signOut(reason?: SignOutReason): void {
    signOutLocally(queryClient, reason);
  }
  // A token replaced by another one (a JWT sign-in link opened while signed in, another tab signing
  // in as someone else) must not show the previous user's cached answers to the new one.
  let token = session.get().token;
  session.subscribe(() => {
    const next = session.get().token;
    if (next !== token && token !== null && next !== null) forgetUserData(queryClient);
    token = next;
  });
  return queryClient;
}
