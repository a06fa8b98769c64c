import type { ValueOf } from '../value-of.js';

/** How an e-mail change is confirmed; the profile calls send 'link' (spec 1 §7). */
export const EmailConfirmationType = { link: 'link', code: 'code' } as const;
export type EmailConfirmationType = ValueOf<typeof EmailConfirmationType>;
