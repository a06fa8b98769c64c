/**
 * Fan-out of realtime publications (a new notification, a report's count) to every server
 * process that holds a subscriber for the channel. One process (PGlite) needs only the local
 * hub; several processes on one PostgreSQL share publications through LISTEN/NOTIFY.
 *
 * Publish only after the data behind a publication is committed: a subscriber that reacts by
 * reading it again (the browser refetches its list) must find it.
 */
export type RealtimeListener = (data: unknown) => void;

export interface RealtimeHub {
  publish(channel: string, data: unknown): Promise<void>;
  /** Listens in this process; returns the function that stops listening. */
  subscribe(channel: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export class LocalRealtimeHub implements RealtimeHub {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();

  async publish(channel: string, data: unknown): Promise<void> {
    this.deliver(channel, data);
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channel) === set) this.listeners.delete(channel);
    };
  }

  /** Runs this process's listeners; one failing listener does not starve the others. */
  deliver(channel: string, data: unknown): void {
    const set = this.listeners.get(channel);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(data);
      } catch {
        // A listener's own failure (a socket closing mid-send) is its business, not the publisher's.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
