import type { AddressSuggestion } from '@portal/contract';

export type { AddressSuggestion };

export interface AddressSearchOptions {
  /** ISO 3166-1 alpha-2 code; only addresses of that country. */
  country?: string | undefined;
  /** Most suggestions wanted; 10 when not given. */
  limit?: number | undefined;
}

export const DEFAULT_ADDRESS_SUGGESTIONS = 10;

/**
 * Address autocomplete behind the personal-details and contact forms (spec 1 §7: it starts after
 * more than 2 characters). Suggestions come split into the personal detail's address fields.
 *
 * The portal ships one adapter, LocalAddressLookup, which searches a bundled sample of
 * Australian addresses and serves demo mode and tests. A real provider (Australia Post's AddressCheck,
 * Geoscape G-NAF, a Google Places proxy, ...) plugs in as another class implementing this
 * interface, chosen in createAddressLookup() from its own environment settings.
 */
export interface AddressLookup {
  readonly name: string;
  search(query: string, options?: AddressSearchOptions): Promise<AddressSuggestion[]>;
}
