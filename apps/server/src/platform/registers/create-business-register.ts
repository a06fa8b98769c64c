import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { AbrRegister } from './abr-register.js';
import { checkedRegister, type BusinessRegister } from './business-register.js';
import type { CompanyExtractProvider } from './company-extract-provider.js';
import { LocalRegister } from './local-register.js';

export type BusinessRegisterSettings = Pick<Env, 'PORTAL_DEMO' | 'ABR_GUID' | 'ABR_BASE_URL' | 'ABR_TIMEOUT_MS'>;

/**
 * The business register the portal uses, its numbers checked before any adapter sees them.
 * ABR_GUID set: the ABR's JSON services (ABR_BASE_URL, ABR_TIMEOUT_MS), officeholders from
 * `companyExtracts` (none until a provider's adapter is written and chosen here from its own
 * settings). Unset: the bundled sample register, which outside demo mode only knows the listed
 * companies and fictional ones, so the log says so at start.
 */
export function createBusinessRegister(
  env: BusinessRegisterSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  companyExtracts?: CompanyExtractProvider,
): BusinessRegister {
  if (env.ABR_GUID) {
    return checkedRegister(
      new AbrRegister({
        guid: env.ABR_GUID,
        baseUrl: env.ABR_BASE_URL,
        timeoutMs: env.ABR_TIMEOUT_MS,
        companyExtracts,
      }),
    );
  }
  if (!env.PORTAL_DEMO)
    log.warn('ABR_GUID is not set: ABN and ACN lookups use the bundled sample register, not the real registers');
  return checkedRegister(new LocalRegister());
}
