import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldValidationError } from './http-errors.js';

export const UNSTORABLE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

// NUL cannot be stored in PostgreSQL text or jsonb, and a lone half of a surrogate pair is not
// text at all (JSON allows both as escapes). Either reached the database and answered 500.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Parsed data: arrays and objects (query strings parse into objects of their own class), not streams or bytes. */
function isDataContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return !(value instanceof Readable) && !ArrayBuffer.isView(value) && !(value instanceof Date);
}

/** Field paths ('a.0.b') of every string (or key) that cannot be stored; '' is the value itself. */
export function unstorablePaths(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push(path);
  } else if (isDataContainer(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) found.push(childPath.replace(UNSTORABLE, '?'));
      else unstorablePaths(child, childPath, found);
    }
  }
  return found;
}

function check(request: FastifyRequest): void {
  const errors: Record<string, string[]> = {};
  const nonField: string[] = [];
  for (const part of [request.params, request.query, request.body]) {
    for (const path of unstorablePaths(part)) {
      if (path) errors[path] = [UNSTORABLE_TEXT_MESSAGE];
      else nonField.push(UNSTORABLE_TEXT_MESSAGE);
    }
  }
  if (Object.keys(errors).length > 0 || nonField.length > 0) throw new FieldValidationError(errors, nonField);
}

/** Refuses, on the field, any request text the database could not store, before any route sees it. */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        check(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'storable-text' },
);
