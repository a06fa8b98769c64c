import { ErrorCode } from '@portal/contract';
import { useCallback } from 'react';
import { isApiError } from './api-error';
import { useTwoFactorGuard } from './two-factor-guard-context';

/**
 * Runs a protected write. When the server says the last two-factor code no longer counts (it was
 * confirmed more than a few minutes ago), the guard around the page asks for a new one; the error
 * still reaches the form, which shows its message.
 */
export function useGuardedWrite() {
  const guard = useTwoFactorGuard();
  return useCallback(
    async <T>(write: () => Promise<T>): Promise<T> => {
      try {
        return await write();
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.actionConfirmationRequired) guard.requireConfirmation();
        throw error;
      }
    },
    [guard],
  );
}
