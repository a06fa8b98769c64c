import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { IdentityVerifier } from './identity-verifier.js';
import { LocalIdentityVerifier } from './local-identity-verifier.js';
import { ManualReviewIdentityVerifier } from './manual-review-identity-verifier.js';

/**
 * Demo mode: the local rules (README.md). Otherwise every check goes to manual review until a
 * provider's adapter is written and chosen here from its own environment settings.
 */
export function createIdentityVerifier(env: Pick<Env, 'PORTAL_DEMO'>, log: FastifyBaseLogger): IdentityVerifier {
  if (env.PORTAL_DEMO) return new LocalIdentityVerifier();
  log.warn('No identity verification provider is configured: every identity check goes to manual review');
  return new ManualReviewIdentityVerifier();
}
