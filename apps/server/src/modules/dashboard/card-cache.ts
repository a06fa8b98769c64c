/**
 * The dashboard's answers, kept between imports. Portfolio figures change only when a feed is
 * imported (once a day), while an investor opens the dashboard, changes a filter and comes back
 * many times; a card asked again for the same options, dates and settings is the same JSON.
 *
 * Keys name everything an answer is computed from (the card, its dates, the options and the
 * names the answer shows). Every request checks its ids against the user's own accounts before a
 * key is made; those accounts are kept here too (kept-accounts.ts), since only imports change
 * them. Entries go:
 * - all at once when portfolio data changes (`clear`, on an import, in every process);
 * - the least recently used first, beyond `maxBytes`;
 * - after `ttlMs` in any case, should a change ever reach a process without its message.
 */
export class CardCache {
  private readonly entries = new Map<string, { body: Buffer; storedAt: number }>();
  private readonly computing = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  /** Bumped by `clear`: an answer computed across a change is not kept. */
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored JSON of `key`, or computes it (once per key at a time) and stores it. */
  async answer(key: string, compute: () => Promise<string>): Promise<Buffer> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.computing.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const computed = compute().then((json) => {
      const body = Buffer.from(json);
      if (generation === this.generation) this.set(key, body);
      return body;
    });
    // Everyone asking while it computes waits for the same answer instead of computing it again.
    this.computing.set(key, computed);
    try {
      return await computed;
    } finally {
      // A clear() meanwhile may have let a newer computation of the key start: that one stays.
      if (this.computing.get(key) === computed) this.computing.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.computing.clear();
    this.bytes = 0;
  }

  /** Entries and bytes held, for tests and the health of the process. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    // Map order is the recency order: the entry goes back in as the newest.
    this.entries.set(key, entry);
    return entry.body;
  }

  private set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { body, storedAt: this.now() });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}
