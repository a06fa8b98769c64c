/** PATCH /profiles/my/misc/ (spec 1 §7): settings that need no two-factor code, the marketing opt-out. */
import { z } from 'zod';

export const profileMiscUpdateSchema = z
  .object({ marketing_opt_out: z.boolean() })
  .strict()
  .meta({ id: 'ProfileMiscUpdate' });
export type ProfileMiscUpdate = z.infer<typeof profileMiscUpdateSchema>;

export const profileMiscSchema = z.object({ marketing_opt_out: z.boolean() }).meta({ id: 'ProfileMisc' });
export type ProfileMisc = z.infer<typeof profileMiscSchema>;
