import type { ValueOf } from './value-of.js';

/** API versions (spec 1 §3): some calls carry a version header, whatever their domain. */
export const ApiVersion = { v1: '1.0', v2: '2.0', v3: '3.0', v4: '4.0' } as const;
export type ApiVersion = ValueOf<typeof ApiVersion>;
