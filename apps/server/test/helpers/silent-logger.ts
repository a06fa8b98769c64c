import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for services built outside an app in tests. */
export const silentLogger: FastifyBaseLogger = {
  child: () => silentLogger,
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  level: 'silent',
} as unknown as FastifyBaseLogger;
