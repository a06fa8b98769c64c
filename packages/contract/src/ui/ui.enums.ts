/** Presentation choices every screen shares (spec 1 §9, spec 3 §9). */
import type { ValueOf } from '../value-of.js';

export const LoaderSize = { xs: 'xs', sm: 'sm', md: 'md' } as const;
export type LoaderSize = ValueOf<typeof LoaderSize>;

/** The browsers the portal names; others are let through (MinimumBrowserVersion in ui.constants.ts). */
export const Browser = { chrome: 'chrome', firefox: 'firefox', safari: 'safari', edge: 'edge' } as const;
export type Browser = ValueOf<typeof Browser>;
