import type { BsbDetail } from '@portal/contract';

/**
 * The whole directory in memory, by BSB: a lookup answers without the database. The bank
 * account form asks as the investor types (and a hundred people may at once): on PGlite every
 * query waits its turn on the one connection, so a hundred lookups at a time took a hundred
 * queries' time each. The directory changes only by import (a few times a year) and is small
 * (20,000 branches, a few MB), so it is read whole on the first lookup and dropped when an import
 * anywhere changes it (the invalidation bus tells the other processes).
 */
export class BsbDirectoryCache {
  private branches: Map<string, BsbDetail> | null = null;
  private loading: Promise<Map<string, BsbDetail>> | null = null;
  /** Moves on at every change: a read that started before one is used once, never kept. */
  private generation = 0;

  constructor(private readonly load: () => Promise<BsbDetail[]>) {}

  async get(bsb: string): Promise<BsbDetail | undefined> {
    return (this.branches ?? (await this.readAll())).get(bsb);
  }

  /** The directory changed somewhere: read it again at the next lookup. */
  clear(): void {
    this.generation += 1;
    this.branches = null;
    this.loading = null;
  }

  /** The directory is now exactly these branches (this process has just imported them). */
  replace(branches: BsbDetail[]): void {
    this.generation += 1;
    this.branches = byBsb(branches);
    this.loading = null;
  }

  private readAll(): Promise<Map<string, BsbDetail>> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load().then(
      (rows) => {
        const branches = byBsb(rows);
        if (generation === this.generation) {
          this.branches = branches;
          this.loading = null;
        }
        return branches;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }
}

function byBsb(branches: BsbDetail[]): Map<string, BsbDetail> {
  return new Map(branches.map((branch) => [branch.bsb, branch]));
}
