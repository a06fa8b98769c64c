import type { BsbDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { BsbDirectoryCache } from '../../../src/modules/bsb-directory/bsb-directory-cache.js';

const branch = (bsb: string, branchName = 'Branch'): BsbDetail => ({
  bsb,
  bank: 'Commonwealth Bank of Australia',
  mnemonic: 'CBA',
  branch_name: branchName,
  street: '48 Martin Place',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  payment_flags: 'PEH',
});

describe('the in-memory BSB directory', () => {
  it('reads the directory once for any number of lookups at the same time', async () => {
    let reads = 0;
    const cache = new BsbDirectoryCache(async () => {
      reads += 1;
      return [branch('062000')];
    });
    const found = await Promise.all(Array.from({ length: 100 }, () => cache.get('062000')));
    expect(found.every((b) => b?.bsb === '062000')).toBe(true);
    expect(await cache.get('999999')).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('reads again after a change elsewhere, and never keeps a read that started before it', async () => {
    let directory = [branch('062000', 'Before')];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const cache = new BsbDirectoryCache(async () => {
      reads += 1;
      const rows = directory;
      if (reads === 1) await gate;
      return rows;
    });
    const early = cache.get('062000');
    directory = [branch('062000', 'After')];
    cache.clear();
    release();
    expect((await early)?.branch_name).toBe('Before');
    expect((await cache.get('062000'))?.branch_name).toBe('After');
    expect(reads).toBe(2);
  });

  it('takes the branches this process has just imported without reading them back', async () => {
    let reads = 0;
    const cache = new BsbDirectoryCache(async () => {
      reads += 1;
      return [];
    });
    cache.replace([branch('062010', 'Chinatown')]);
    expect((await cache.get('062010'))?.branch_name).toBe('Chinatown');
    expect(reads).toBe(0);
  });
});
