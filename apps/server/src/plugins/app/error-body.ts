import { ErrorCode, TransportMessages, type ErrorBody, type ValidationErrorBody } from '@portal/contract';
import type { FastifyReply } from 'fastify';

/** The body of any error: a 400 always names fields (or none), every other status `{detail, code}`. */
export function errorBodyFor(status: number, detail: string, code: string): ErrorBody | ValidationErrorBody {
  return status === 400 ? { field_errors: {}, non_field_errors: [detail] } : { detail, code };
}

/**
 * Sends an error body as JSON written here, not by the route's response serializer: a route's
 * declared schemas can then never turn an error into a 500 (a malformed body on a route whose
 * 400 is declared as field errors once did). The bodies are the contract's own shapes, so they
 * still fit what the route declares.
 */
export function sendErrorBody(
  reply: FastifyReply,
  status: number,
  body: ErrorBody | ValidationErrorBody,
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

export const SERVER_ERROR: ErrorBody = { detail: TransportMessages.serverError, code: ErrorCode.serverError };
