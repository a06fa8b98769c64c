import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the activity list shows it. */
export interface ActivityClient {
  ip: string | null;
  userAgent: string | null;
}

export const NO_CLIENT: ActivityClient = { ip: null, userAgent: null };

export function clientOf(request: FastifyRequest): ActivityClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
