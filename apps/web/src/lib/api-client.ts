import { ADVISOR_JWT_HEADER, APPLICATION_ID_HEADER, MANAGED_USER_HEADER, type ApiVersion } from '@portal/contract';
import type { z } from 'zod';
import { env } from '../config/env';
import { isUserActivity, recordRequest } from './activity';
import { ApiError } from './api-error';
import { session } from './session';

/**
 * The one way the web app talks to the API. It adds the common headers of document 1 §7, sends
 * cookies, reads JSON, records user activity, and turns every failure into an `ApiError` so the
 * global handler (query-client.ts) and the form helper read errors one way.
 *
 * Paths are written as the documents write them, relative to /api: `api.get('/profiles/my/')`.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;

export type RequestOptions = {
  params?: QueryParams;
  /** Sends `Accept: application/json; version=X` (profile my, invitation details, accept terms, reports). */
  version?: ApiVersion;
  /** False for the calls the document says omit Authorization (applications list, current application). */
  withAuth?: boolean;
  /** 'blob' for downloads (CSV, PDF); 'json' otherwise. */
  responseType?: 'json' | 'blob';
  accept?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type WithSchema<T> = RequestOptions & { schema?: z.ZodType<T> };

const API_PREFIX = '/api';

export function apiUrl(path: string, params?: QueryParams): string {
  // Absolute, so it works the same in the browser and under test (Node's fetch needs a full URL).
  const url = new URL(`${env.VITE_API_URL}${API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    // Lists go comma-joined, as the documents send them (e.g. rebalance_type).
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

function buildHeaders(options: RequestOptions, hasJsonBody: boolean): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', 'en');
  const accept = options.accept ?? 'application/json';
  headers.set('Accept', options.version ? `${accept}; version=${options.version}` : accept);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');

  const { token, tenantId, managedUserId, advisorJwt } = session.get();
  if (options.withAuth !== false && token) headers.set('Authorization', `Token ${token}`);
  if (tenantId) headers.set(APPLICATION_ID_HEADER, tenantId);
  if (managedUserId) headers.set(MANAGED_USER_HEADER, managedUserId);
  if (advisorJwt) headers.set(ADVISOR_JWT_HEADER, advisorJwt);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: WithSchema<T> = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A file's bytes sent as the body itself (a CSV feed): its type goes in `headers`.
  const isFile = body instanceof ArrayBuffer || (typeof Blob !== 'undefined' && body instanceof Blob);
  const hasJsonBody = body !== undefined && !isForm && !isFile;
  if (isUserActivity(path)) recordRequest();

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.params), {
      method,
      headers: buildHeaders(options, hasJsonBody),
      body: isForm || isFile ? body : hasJsonBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure; let TanStack Query see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }

  if (!response.ok) throw new ApiError(response.status, await readBody(response), response.headers.get('Retry-After'));
  if (options.responseType === 'blob') return (await response.blob()) as T;

  const data = await readBody(response);
  if (!options.schema) return data as T;
  // A schema checks the answer at the edge, so a server that drifts from the contract fails here:
  // named in the console for whoever debugs it, in the portal's words for the person using it
  // (zod's own text is not a message for them).
  const parsed = options.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`${method} ${path}: the answer does not fit the contract`, parsed.error.issues);
  throw new ApiError(response.status, undefined, null, parsed.error);
}

export const api = {
  get: <T>(path: string, options?: WithSchema<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: WithSchema<T>) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: WithSchema<T>) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: WithSchema<T>) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: WithSchema<T>) => request<T>('DELETE', path, undefined, options),
  /** The two-factor guard asks an endpoint for its security schema with OPTIONS. */
  options: <T>(path: string, options?: WithSchema<T>) => request<T>('OPTIONS', path, undefined, options),
};
