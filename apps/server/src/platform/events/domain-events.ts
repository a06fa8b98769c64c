import type { Database } from '../../db/client.js';

/**
 * The events modules tell each other about, by name. A module that emits one declares it here by
 * declaration merging, beside the code that emits it:
 *
 *   declare module '../../platform/events/domain-events.js' {
 *     interface DomainEventMap { 'identity.detail-saved': DetailSaved }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** A reaction: runs in the emitter's transaction, so the change and its consequences commit together. */
export type DomainEventHandler<K extends DomainEventName> = (event: DomainEventMap[K], tx: Database) => Promise<void>;

/**
 * In-process events between modules, so that a lower module (identity) can let a higher one
 * (invitations) react to a change without importing it: the import would run the wrong way and
 * close a cycle. Handlers are subscribed when modules register, before any request, and run one
 * after another inside the emitter's transaction: a failing reaction rolls the change back.
 * They are not a queue: work that may be slow or fail on its own belongs in platform/jobs/.
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Array<DomainEventHandler<never>>>();

  on<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as DomainEventHandler<never>);
    this.handlers.set(name, list);
  }

  async emit<K extends DomainEventName>(name: K, event: DomainEventMap[K], tx: Database): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      await (handler as DomainEventHandler<K>)(event, tx);
    }
  }
}
