/**
 * Tells every server process that something cached has changed (a session ended, a user was
 * blocked, a portfolio feed or the BSB directory was imported, an application was changed). One process (PGlite) needs only the local bus;
 * several processes on one PostgreSQL share it through LISTEN/NOTIFY. `everything` is what a
 * bus tells its own process when it may have missed messages (its listening connection was
 * lost and is back): whatever is cached may be stale.
 */
export type Invalidation =
  | { kind: 'session' | 'user'; id: number }
  | { kind: 'portfolio-data' }
  /** `origin`: the process that imported, which already holds the new directory. */
  | { kind: 'bsb-directory'; origin: string }
  /** A company application's configuration changed; `origin` already reloaded its copy. */
  | { kind: 'tenants'; origin: string }
  | { kind: 'everything' };

export interface InvalidationBus {
  publish(message: Invalidation): Promise<void>;
  subscribe(handler: (message: Invalidation) => void): void;
  close(): Promise<void>;
}

export class LocalInvalidationBus implements InvalidationBus {
  private readonly handlers: Array<(message: Invalidation) => void> = [];

  async publish(message: Invalidation): Promise<void> {
    for (const handler of this.handlers) handler(message);
  }

  subscribe(handler: (message: Invalidation) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {}
}
