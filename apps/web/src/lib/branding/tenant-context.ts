import type { CurrentApplication } from '@portal/contract';
import { createContext, useContext } from 'react';

/**
 * The current tenant (the company application of the wire) for every screen. The branding gate provides it
 * before any route renders, so `useTenant()` never sees "not loaded yet".
 */
export const TenantContext = createContext<CurrentApplication | null>(null);

export function useTenant(): CurrentApplication {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() used outside the branding gate (TenantProvider).');
  return tenant;
}

/**
 * Document 1 §6 / document 3 §2.11: "Menu items may be limited to users holding one of listed
 * modules." The tenant configuration lists the modules of the product; a later issue adds
 * the profile's own permissions here.
 */
export function hasModule(tenant: CurrentApplication, name: string): boolean {
  return tenant.configuration.modules.includes(name);
}

/** True when `required` is empty or the tenant holds at least one of them. */
export function hasAnyModule(tenant: CurrentApplication, required: readonly string[] | undefined): boolean {
  return !required || required.length === 0 || required.some((name) => hasModule(tenant, name));
}

export function useHasModule(): (name: string) => boolean {
  const tenant = useTenant();
  return (name) => hasModule(tenant, name);
}
