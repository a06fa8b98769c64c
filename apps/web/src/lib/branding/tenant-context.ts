import type { CurrentApplication } from '@portal/contract';
import { createContext, useContext } from 'react';

/**
 * The current company application (the tenant) for every screen. The branding gate provides it
 * before any route renders, so `useApplication()` never sees "not loaded yet".
 */
export const ApplicationContext = createContext<CurrentApplication | null>(null);

export function useApplication(): CurrentApplication {
  const application = useContext(ApplicationContext);
  if (!application) throw new Error('useApplication() used outside the branding gate (ApplicationProvider).');
  return application;
}

/**
 * Document 1 §6 / document 3 §2.11: "Menu items may be limited to users holding one of listed
 * modules." The application configuration lists the modules of the product; a later issue adds
 * the profile's own permissions here.
 */
export function hasModule(application: CurrentApplication, name: string): boolean {
  return application.configuration.modules.includes(name);
}

/** True when `required` is empty or the application holds at least one of them. */
export function hasAnyModule(application: CurrentApplication, required: readonly string[] | undefined): boolean {
  return !required || required.length === 0 || required.some((name) => hasModule(application, name));
}

export function useHasModule(): (name: string) => boolean {
  const application = useApplication();
  return (name) => hasModule(application, name);
}
