import { z } from 'zod';

/**
 * Records are numbered by PostgreSQL `integer` identity columns. A larger number names no record,
 * and sent to the database it makes the query fail (a 500) instead of finding nothing (a 404).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id in a JSON body. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);

/** A record's id in a path or query string, where it arrives as text. */
export const recordIdParamSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** `/…/{id}/` paths. */
export const idParamsSchema = z.object({ id: recordIdParamSchema });
