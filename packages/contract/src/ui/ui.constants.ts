/** Timing and layout every screen shares (spec 1 §8-§9, spec 2 §7, spec 3 §2.1, §2.11, §8-§9). */

/** Toasts stay this long (spec 1 §8, spec 3 §8). */
export const TOAST_DURATION_MS = 3000;

/** How long an input waits for typing to pause before it asks the server. */
export const DebounceMs = {
  addressSearch: 300,
  bsbLookup: 300,
  investmentsSearch: 300,
  documentsAutosuggest: 500,
} as const;

/** The MUI family, used by the theme. */
export const Breakpoints = { xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 } as const;
/** The other family the documents list, in pixels. */
export const LegacyBreakpoints = { sm: 575, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;
/** The desktop header is used when the window is wider than this ('above 1200 px'). */
export const DESKTOP_HEADER_ABOVE_WIDTH = 1200;

/** Older versions see the unsupported-browser page; browsers not listed are allowed. */
export const MinimumBrowserVersion = { chrome: 110, firefox: 115, safari: 16, edge: 110 } as const;
