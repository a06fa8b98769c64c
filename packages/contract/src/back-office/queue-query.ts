/**
 * The query every back-office work queue takes (issue #23 item 2): a page, one ordering and a
 * search, all answered by the server so a queue of 100,000 rows sends the browser one page.
 * `ordering` is a column name, descending with a leading `-` (`-created`), as the wire's other
 * ordered lists spell it.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { pageQuerySchema } from '../pagination/pagination.schemas.js';

/** The longest search a queue takes: a name, an e-mail address, an ABN. */
export const QUEUE_SEARCH_MAX_LENGTH = 254;

export type QueueOrdering<F extends string> = F | `-${F}`;

/** A queue's query: `page`, `page_size`, `ordering` (one of `orderable`, or its `-` form) and `search`. */
export function queueQuerySchema<const F extends string>(
  orderable: readonly [F, ...F[]],
  defaultOrdering: NoInfer<QueueOrdering<F>>,
) {
  const orderings = orderable.flatMap((field) => [field, `-${field}`]) as [QueueOrdering<F>, ...QueueOrdering<F>[]];
  return pageQuerySchema.extend({
    // `never`: zod cannot see that a member of the union is one of the enum's own values.
    ordering: z.enum(orderings).default(defaultOrdering as never),
    /** Matched anywhere in the queue's searchable columns, any case; blank searches nothing. */
    search: z
      .string()
      .max(QUEUE_SEARCH_MAX_LENGTH, fieldSpecMessages.queryTooLong(QUEUE_SEARCH_MAX_LENGTH))
      .transform((text) => text.trim())
      .optional()
      .transform((text) => (text ? text : undefined)),
  });
}

/** The column an ordering names and its direction. */
export function parseOrdering<F extends string>(ordering: QueueOrdering<F>): { field: F; descending: boolean } {
  return ordering.startsWith('-')
    ? { field: ordering.slice(1) as F, descending: true }
    : { field: ordering as F, descending: false };
}
