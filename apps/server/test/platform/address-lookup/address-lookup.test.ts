import { describe, expect, it } from 'vitest';
import sample from '../../../src/data/au-address-sample.json' with { type: 'json' };
import { addressLabel, LocalAddressLookup } from '../../../src/platform/address-lookup/local-address-lookup.js';

const lookup = new LocalAddressLookup();

describe('the bundled address sample', () => {
  it('holds about 300 distinct Australian addresses across every state and territory', () => {
    expect(sample.length).toBeGreaterThanOrEqual(280);
    expect(new Set(sample.map((a) => a.state))).toEqual(new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));
    expect(new Set(sample.map(addressLabel)).size).toBe(sample.length);
    for (const a of sample) {
      expect(a.country).toBe('AU');
      expect(a.post_code).toMatch(/^\d{4}$/);
      expect(a.street_number.length).toBeLessThanOrEqual(10);
      expect(a.street_name.length).toBeLessThanOrEqual(35);
    }
  });

  it('keeps real suburb, state and post code combinations', () => {
    const places = new Set(sample.map((a) => `${a.suburb} ${a.state} ${a.post_code}`));
    for (const place of [
      'Sydney NSW 2000',
      'Fitzroy VIC 3065',
      'Fortitude Valley QLD 4006',
      'Adelaide SA 5000',
      'Fremantle WA 6160',
      'Hobart TAS 7000',
      'Braddon ACT 2612',
      'Darwin City NT 0800',
    ])
      expect(places).toContain(place);
  });
});

describe('LocalAddressLookup', () => {
  it('matches every word of the query, ignoring case and commas', async () => {
    const results = await lookup.search('SMITH street, DARWIN');
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.label).toMatch(/Smith Street, Darwin City NT 0800$/);
    expect(await lookup.search('smith street hobart')).toEqual([]);
  });

  it('ranks suggestions by how early the words match', async () => {
    const results = await lookup.search('melbourne');
    // '100 Melbourne Street, North Adelaide' matches right after the number; '5 Collins Street, Melbourne' later.
    expect(results[0]!.street_name).toBe('Melbourne Street');
    expect(results.slice(1).every((r) => r.suburb === 'Melbourne')).toBe(true);
    expect(results).toHaveLength(10);
  });

  it('prefers a match at the start of a word to one inside a word', async () => {
    const [first] = await lookup.search('king');
    expect(first!.street_name).toMatch(/^King/);
  });

  it('gives 10 suggestions unless told otherwise', async () => {
    expect(await lookup.search('street')).toHaveLength(10);
    expect(await lookup.search('street', { limit: 3 })).toHaveLength(3);
    expect((await lookup.search('street', { limit: 1000 })).length).toBeGreaterThan(200);
  });

  it('finds nothing for another country', async () => {
    expect(await lookup.search('george street', { country: 'NZ' })).toEqual([]);
    expect((await lookup.search('george street', { country: 'au' })).length).toBeGreaterThan(0);
  });

  it('searches a given list, and the same query always gives the same order', async () => {
    const own = new LocalAddressLookup([
      {
        street_number: '2',
        street_name: 'Lonsdale Street',
        suburb: 'Braddon',
        state: 'ACT',
        post_code: '2612',
        country: 'AU',
      },
      {
        street_number: '10',
        street_name: 'Lonsdale Street',
        suburb: 'Braddon',
        state: 'ACT',
        post_code: '2612',
        country: 'AU',
      },
      {
        street_number: '9',
        street_name: 'Mort Street',
        suburb: 'Braddon',
        state: 'ACT',
        post_code: '2612',
        country: 'AU',
      },
    ]);
    const labels = async () => (await own.search('lonsdale braddon')).map((r) => r.label);
    expect(await labels()).toEqual(['2 Lonsdale Street, Braddon ACT 2612', '10 Lonsdale Street, Braddon ACT 2612']);
    expect(await labels()).toEqual(await labels());
  });
});
