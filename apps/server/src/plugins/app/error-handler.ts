import { ErrorCode, TransportMessages as T, type ErrorBody, type ValidationErrorBody } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBodyFor, SERVER_ERROR, sendErrorBody } from './error-body.js';
import { FieldValidationError, HttpError } from './http-errors.js';

const FASTIFY_CODES: Record<string, { code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.badRequest, detail: T.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.badRequest, detail: T.emptyJsonBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.unsupportedMediaType, detail: T.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.badRequest, detail: T.contentLengthMismatch },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.payloadTooLarge, detail: T.bodyTooLarge },
};

/** '/users/0/email' -> 'users.0.email'; the body root becomes a non-field error. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.');
}

function validationBody(error: FastifyError): ValidationErrorBody {
  const body: ValidationErrorBody = { field_errors: {}, non_field_errors: [] };
  for (const issue of error.validation ?? []) {
    const name = fieldName(issue.instancePath ?? '');
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    // Unknown keys in a strict object name the offending field rather than the object.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) (body.field_errors[name ? `${name}.${key}` : String(key)] ??= []).push(T.fieldNotAllowed);
      continue;
    }
    const message = issue.message ?? T.invalidValue;
    if (name) (body.field_errors[name] ??= []).push(message);
    else body.non_field_errors.push(message);
  }
  return body;
}

/**
 * One error path for the whole API: validation problems answer 400 with field errors, known
 * errors answer `{detail, code}`, and anything unexpected is logged with the request id and
 * answers a generic 500 that reveals nothing of the internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof FieldValidationError) {
        return sendErrorBody(reply, 400, { field_errors: error.fieldErrors, non_field_errors: error.nonFieldErrors });
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        reply.headers(error.headers);
        if (error.statusCode === 400) return sendErrorBody(reply, 400, errorBodyFor(400, error.message, error.code));
        return sendErrorBody(reply, error.statusCode, {
          ...error.extra,
          detail: error.message,
          code: error.code,
        } satisfies ErrorBody);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return sendErrorBody(reply, 400, validationBody(error));
      }
      if (error instanceof ResponseSerializationError) {
        // Where and what, never the value that did not fit (it is the response's data).
        const issues = error.cause?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        request.log.error({ err: error, issues }, 'response did not match its schema');
        return sendErrorBody(reply, 500, SERVER_ERROR);
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) {
        const status = error.statusCode ?? 400;
        return sendErrorBody(reply, status, errorBodyFor(status, known.detail, known.code));
      }
      if (error.statusCode === 429) {
        // A limit of a library (not one of ours, which throw HttpError): its own text is not for users.
        return sendErrorBody(reply, 429, { detail: T.tooManyRequests, code: ErrorCode.rateLimited });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        const status = error.statusCode;
        return sendErrorBody(reply, status, errorBodyFor(status, T.notProcessed, ErrorCode.badRequest));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendErrorBody(reply, 500, SERVER_ERROR);
    });
  },
  { name: 'error-handler' },
);
