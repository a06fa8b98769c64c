import { Messages } from '@portal/contract';

/**
 * Which forms on screen hold changes not yet saved (document 1 §4: "Logging out with unsaved
 * changes warns 'Changes that you made may not be saved.'"). Forms join through the Form
 * wrapper's dirty state; sign-out asks `hasUnsavedChanges()` before it goes. While anything is
 * unsaved the browser also warns before the tab is closed or reloaded.
 */
const dirtyForms = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Browsers show their own wording; older ones show this (it is the document's sentence anyway).
  event.returnValue = Messages.unsavedChanges;
  return Messages.unsavedChanges;
}

function syncBrowserWarning(): void {
  if (typeof window === 'undefined') return;
  window.removeEventListener('beforeunload', onBeforeUnload);
  if (dirtyForms.size > 0) window.addEventListener('beforeunload', onBeforeUnload);
}

/** A form says whether it holds unsaved changes; `false` (or unmounting) takes it off the list. */
export function setFormDirty(formId: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(formId);
  else dirtyForms.delete(formId);
  syncBrowserWarning();
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** The user chose to leave anyway: nothing should warn again on the way out. */
export function discardUnsavedChanges(): void {
  dirtyForms.clear();
  syncBrowserWarning();
}
