import { describe, expect, it } from 'vitest';
import { CardCache } from '../../../src/modules/dashboard/card-cache.js';

/** A computation that counts its runs and answers `json`. */
function counted(json: string) {
  const fn = async () => {
    fn.runs++;
    return json;
  };
  fn.runs = 0;
  return fn;
}

describe('the dashboard cards cache', () => {
  it('answers a key asked again from memory, computing it once', async () => {
    const cache = new CardCache(1024);
    const compute = counted('{"a":1}');
    expect((await cache.answer('k', compute)).toString()).toBe('{"a":1}');
    expect((await cache.answer('k', compute)).toString()).toBe('{"a":1}');
    expect(compute.runs).toBe(1);
    expect(cache.size).toEqual({ entries: 1, bytes: 7 });
  });

  it('computes a key asked by many at the same moment once', async () => {
    const cache = new CardCache(1024);
    const compute = counted('[]');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('k', compute)));
    expect(answers.map(String)).toEqual(['[]', '[]', '[]', '[]', '[]']);
    expect(compute.runs).toBe(1);
  });

  it('forgets everything on clear, and does not keep an answer computed across it', async () => {
    const cache = new CardCache(1024);
    await cache.answer('a', counted('1'));
    let finish!: (json: string) => void;
    const slow = cache.answer('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('"before the import"');
    expect((await slow).toString()).toBe('"before the import"');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    const after = counted('"after the import"');
    expect((await cache.answer('b', after)).toString()).toBe('"after the import"');
    expect(after.runs).toBe(1);
  });

  it('lets the least recently used answers go beyond its size', async () => {
    const cache = new CardCache(10);
    await cache.answer('a', counted('aaaa'));
    await cache.answer('b', counted('bbbb'));
    await cache.answer('a', counted('never'));
    await cache.answer('c', counted('cccc'));
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    const a = counted('again');
    const b = counted('BBBB');
    expect((await cache.answer('a', a)).toString()).toBe('aaaa');
    expect((await cache.answer('b', b)).toString()).toBe('BBBB');
    expect([a.runs, b.runs]).toEqual([0, 1]);
  });

  it('keeps nothing larger than its size, and nothing with a size of 0', async () => {
    const none = new CardCache(0);
    const compute = counted('{}');
    await none.answer('k', compute);
    await none.answer('k', compute);
    expect(compute.runs).toBe(2);
    expect(none.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('computes again after its time to live', async () => {
    let now = 1_000;
    const cache = new CardCache(1024, 60_000, () => now);
    const compute = counted('1');
    await cache.answer('k', compute);
    now += 59_999;
    await cache.answer('k', compute);
    expect(compute.runs).toBe(1);
    now += 1;
    await cache.answer('k', compute);
    expect(compute.runs).toBe(2);
    expect(cache.size).toEqual({ entries: 1, bytes: 1 });
  });
});
