import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** One answered request, as its log line says it. */
export interface AccessLine {
  method: string;
  /** Already redacted (config/log-redaction.ts, redactUrl). */
  url: string;
  status: number;
  ms: number;
}

const { chindingsSym, streamSym } = pino.symbols;

/**
 * Writes the line per request that `npm start` logs, byte for byte the line pino would write
 * (`{"level":30,"time":...,<pid, hostname, reqId>,"method":...,"msg":"request"}`), but built
 * here. Through pino the line cost a third of the server's work on a small answer (the generic
 * redaction walk, the hooks, the serializers; bench/README.md, throughput); its fields are four
 * scalars this code controls, the URL redacted before it comes here. Any other logger (one
 * without a pino stream) gets the line through its `info`.
 */
export function writeAccessLine(log: FastifyBaseLogger, line: AccessLine): void {
  const stream = (log as unknown as Record<symbol, { write(text: string): unknown } | undefined>)[streamSym];
  const bindings = (log as unknown as Record<symbol, string | undefined>)[chindingsSym];
  if (!stream || bindings === undefined) {
    log.info({ method: line.method, url: line.url, status: line.status, ms: line.ms }, 'request');
    return;
  }
  stream.write(
    `{"level":30,"time":${Date.now()}${bindings},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(
      line.url,
    )},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}
