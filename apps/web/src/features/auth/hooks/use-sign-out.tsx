import { Messages } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { discardUnsavedChanges, hasUnsavedChanges } from '../../../lib/unsaved-changes';
import { useLogout } from '../api/logout';

export type SignOut = {
  /** Signs out, first asking when a form on screen holds unsaved changes. */
  signOut: () => void;
  isPending: boolean;
  /** Render this where the hook is used: the question, when there is one to ask. */
  confirmDialog: ReactNode;
};

/**
 * Sign out as the user asks for it (profile menu, keep-alive dialog, forced password change).
 * "Logging out with unsaved changes warns 'Changes that you made may not be saved.'" (document 1
 * §4): forms report their dirty state to lib/unsaved-changes through the Form wrapper.
 */
export function useSignOut(): SignOut {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);

  const go = () => {
    discardUnsavedChanges();
    logout.mutate();
  };

  return {
    signOut: () => (hasUnsavedChanges() ? setAsking(true) : go()),
    isPending: logout.isPending,
    confirmDialog: (
      <ConfirmDialog
        open={asking}
        title="Sign out?"
        confirmLabel="Sign out"
        cancelLabel="Stay on this page"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          go();
        }}
      >
        {Messages.unsavedChanges}
      </ConfirmDialog>
    ),
  };
}
