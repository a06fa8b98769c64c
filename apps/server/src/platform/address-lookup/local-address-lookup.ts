import sample from '../../data/au-address-sample.json' with { type: 'json' };
import {
  DEFAULT_ADDRESS_SUGGESTIONS,
  type AddressLookup,
  type AddressSearchOptions,
  type AddressSuggestion,
} from './address-lookup.js';

export type SampleAddress = Omit<AddressSuggestion, 'label'>;

/** '4/27 Brunswick Street, Fitzroy VIC 3065' */
export function addressLabel(a: SampleAddress): string {
  return `${a.street_number} ${a.street_name}, ${a.suburb} ${a.state} ${a.post_code}`;
}

const normalise = (text: string) => text.toLowerCase().replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Where a word occurs in the text, counting a match at the start of a word before one inside a word. */
function matchPosition(text: string, word: string): number | undefined {
  let inside: number | undefined;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || text[at - 1] === ' ') return at;
    inside ??= at;
  }
  return inside === undefined ? undefined : text.length + inside;
}

interface Indexed {
  suggestion: AddressSuggestion;
  text: string;
}

/**
 * Searches a fixed list of addresses in memory (by default the bundled sample in
 * data/au-address-sample.json, about 300 addresses across every state and territory). Every word
 * of the query must occur in an address's one-line label, ignoring case; results come in the
 * order of how early in the label the query's words match, then by label.
 */
export class LocalAddressLookup implements AddressLookup {
  readonly name = 'local';
  private readonly addresses: Indexed[];

  constructor(addresses: readonly SampleAddress[] = sample) {
    this.addresses = addresses.map((a) => {
      const suggestion = { ...a, label: addressLabel(a) };
      return { suggestion, text: normalise(suggestion.label) };
    });
  }

  async search(query: string, options: AddressSearchOptions = {}): Promise<AddressSuggestion[]> {
    const words = normalise(query).split(' ').filter(Boolean);
    const limit = Math.max(1, options.limit ?? DEFAULT_ADDRESS_SUGGESTIONS);
    const country = options.country?.toUpperCase();
    if (words.length === 0) return [];

    const hits: Array<{ suggestion: AddressSuggestion; rank: number }> = [];
    for (const { suggestion, text } of this.addresses) {
      if (country && suggestion.country !== country) continue;
      let rank = Infinity;
      for (const word of words) {
        const at = matchPosition(text, word);
        if (at === undefined) {
          rank = -1;
          break;
        }
        rank = Math.min(rank, at);
      }
      if (rank >= 0) hits.push({ suggestion, rank });
    }
    return hits
      .sort((a, b) => a.rank - b.rank || a.suggestion.label.localeCompare(b.suggestion.label, 'en', { numeric: true }))
      .slice(0, limit)
      .map((h) => h.suggestion);
  }
}
