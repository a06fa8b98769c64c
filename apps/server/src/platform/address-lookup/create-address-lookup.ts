import type { AddressLookup } from './address-lookup.js';
import { LocalAddressLookup } from './local-address-lookup.js';

/**
 * The address lookup the portal uses. Only the bundled sample exists today; a real provider's
 * adapter would be chosen here when its settings (an API key in the environment) are present.
 */
export function createAddressLookup(): AddressLookup {
  return new LocalAddressLookup();
}
