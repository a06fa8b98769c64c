/**
 * Tells every server process that something cached has changed (a session ended, a user was
 * blocked). One process (PGlite) needs only the local bus; several processes on one PostgreSQL
 * share it through LISTEN/NOTIFY.
 */
export interface Invalidation {
  kind: 'session' | 'user';
  id: number;
}

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
