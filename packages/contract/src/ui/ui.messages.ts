/**
 * Dialogs, the leave-page prompt and browser support, shared by every screen (spec 1 §2, §8-§9,
 * spec 3 §2.12): this folder's part of `Messages`.
 */
export const uiSpecMessages = {
  unsavedChanges: 'Changes that you made may not be saved.',
  successTitle: 'Success!',
  ok: 'OK',
  thankYouTitle: 'Thank you!',
  unsupportedBrowserTitle: 'Unsupported Browser',
  unsupportedBrowser:
    'It looks like your browser is not supported or is out of date. Please update your browser or switch to a modern one for the best experience.',
} as const;
