import { createContext, useContext } from 'react';

/**
 * What a page behind the two-factor guard can ask of it. The server allows protected writes for a
 * few minutes after a code; when a write is refused with `action_confirmation_required` (the
 * window lapsed while the page was open), the page calls `requireConfirmation()` and the guard
 * asks for a new code before showing the page again. Lives in lib so any feature can use it
 * without importing the feature that implements the guard.
 */
export type TwoFactorGuardApi = { requireConfirmation: () => void };

export const TwoFactorGuardContext = createContext<TwoFactorGuardApi | null>(null);

/** Outside a guard this does nothing: the page simply shows the error it got. */
export function useTwoFactorGuard(): TwoFactorGuardApi {
  return useContext(TwoFactorGuardContext) ?? { requireConfirmation: () => undefined };
}
