/**
 * How many times one client network address did something in a sliding window, kept in memory.
 * Used where the stored rows do not record the address (support requests). Per process: behind
 * several processes each one counts its own share, which still bounds a single sender.
 */
export class AddressRateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Addresses remembered at most; the oldest are forgotten first so memory stays bounded. */
    private readonly maxAddresses = 10_000,
  ) {}

  /** Seconds until `address` may act again, or 0 when it may now. */
  retryAfterSeconds(address: string, now: Date): number {
    const recent = this.recent(address, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now.getTime()) / 1000));
  }

  record(address: string, now: Date): void {
    const recent = this.recent(address, now);
    recent.push(now.getTime());
    this.hits.delete(address);
    this.hits.set(address, recent);
    if (this.hits.size > this.maxAddresses) this.hits.delete(this.hits.keys().next().value!);
  }

  private recent(address: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    return (this.hits.get(address) ?? []).filter((at) => at > since);
  }
}
