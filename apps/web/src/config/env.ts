import { z } from 'zod';

/**
 * Build-time settings, checked once at start so a bad value fails loudly with every problem named
 * instead of surfacing later as a confusing network error.
 */
const envSchema = z.object({
  /** Origin of the API. Empty means the same origin, which is how production runs (one port). */
  VITE_API_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^/]+(\/.*)?$/.test(v), 'must be empty or an http(s) URL')
    .transform((v) => v.replace(/\/+$/, '')),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment variables: ${problems}`);
  }
  return parsed.data;
}

export const env = readEnv();
