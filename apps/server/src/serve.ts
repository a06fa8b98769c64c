import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import { fastifyOptions, portalApp } from './app.js';
import { resolveDataDir, type Env } from './config/env.js';
import { bufferedStdout } from './config/log-destination.js';
import type { DatabaseHandle } from './db/client.js';
import { isLoopbackHost } from './http/loopback.js';
import { advisorEntryLink } from './modules/auth/index.js';
import { DiskFileStorage } from './platform/files/disk-file-storage.js';
import { newSecret } from './platform/secrets.js';
import {
  DEMO_ADVISOR_LOGIN,
  DEMO_INVITE,
  DEMO_SECONDARY_INVITE,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  seedDemoData,
} from './db/seed/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Built app beside the bundle (dist/) or the workspace's apps/web/dist when run from source. */
function defaultWebRoot(): string {
  return path.resolve(here, '..', '..', 'web', 'dist');
}

/** Everything after the database is open: migrations, demo seed, the app, listening, shutdown. */
export async function serve(
  env: Env,
  database: DatabaseHandle,
  phase: (name: string) => void,
  phases: Record<string, number>,
): Promise<void> {
  const dataDir = resolveDataDir(env);
  const app = Fastify(fastifyOptions(env, { level: env.LOG_LEVEL, stream: bufferedStdout() }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await database.migrate();
  phase('migrate');
  // One storage for the seed and the app: demo files (advisor photos) land where the app reads them.
  const fileStorage = new DiskFileStorage(path.join(dataDir, 'files'));
  // Uploads a killed process was still writing: never named by a row, only taking space.
  const leftovers = await fileStorage.removeLeftovers();
  if (leftovers > 0) app.log.warn({ files: leftovers }, 'removed files a stopped process left half-written');
  if (env.PORTAL_DEMO) {
    try {
      // Refuses (DemoDatabaseRefusedError) a database that demo mode did not create.
      await seedDemoData(database.db, { files: fileStorage });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  phase('seed');

  // Demo mode signs its own advisor-entry links when the advisor system's secret is not given.
  const portalEnv: Env = env.PORTAL_DEMO && !env.JWT_SECRET ? { ...env, JWT_SECRET: newSecret() } : env;
  await app.register(portalApp, {
    env: portalEnv,
    database,
    version: pkg.version,
    fileStorage,
    webRoot: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebRoot(),
  });
  phase('build_app');
  // Demo mode listens on loopback unless HOST is set (config/env.ts); set to a reachable address,
  // anyone who can reach it signs in with the published passwords, staff included.
  const exposedDemo = env.PORTAL_DEMO && !isLoopbackHost(env.HOST);
  if (exposedDemo) {
    app.log.warn(
      { host: env.HOST },
      'DEMO MODE ON A REACHABLE ADDRESS: the demo passwords are published and one demo person is staff. ' +
        'Demo mode is not for a server others can reach: set PORTAL_DEMO=0, or leave HOST unset to listen on 127.0.0.1 only.',
    );
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  phase('listen');
  app.log.info({ startup_ms: phases }, 'started');

  const url = `http://localhost:${env.PORT}`;
  const lines = [
    '',
    `  Client portal ready at ${url}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PostgreSQL in ${path.join(dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API reference: ${url}/api/docs`,
  ];
  if (exposedDemo) {
    lines.push(
      '',
      `  WARNING: demo mode is listening on HOST=${env.HOST}, where other machines can reach it.`,
      '  Its passwords are published and one demo person is staff: demo mode is not for a reachable server.',
      '  Use PORTAL_DEMO=0 for a real portal, or leave HOST unset (127.0.0.1) for a demo.',
      '',
    );
  }
  if (env.PORTAL_DEMO) {
    lines.push(
      '  Demo mode is on (PORTAL_DEMO=0 turns it off). Sign in as:',
      ...[...Object.values(DEMO_PEOPLE), DEMO_ADVISOR_LOGIN].map(
        (p) => `    ${p.email.padEnd(24)} password ${DEMO_PASSWORD}`,
      ),
      `  Messages the portal sends (e-mail, SMS) are in the outbox (this machine only): ${url}/api/dev/outbox/?to=<e-mail or phone>`,
      `  An open invitation: ${url}/invitation/${DEMO_INVITE.uuid}/  code ${DEMO_INVITE.code}`,
      `  The advisor system's entry for ${DEMO_ADVISOR_LOGIN.email} (24 hours): ${advisorEntryLink(url, portalEnv.JWT_SECRET!, DEMO_ADVISOR_LOGIN.email, new Date())}`,
      `  A joint holder's invitation: ${url}/invitation-secondary/${DEMO_SECONDARY_INVITE.token}/`,
      `  Operator CLI: npm run admin -- invite create --email E --phone P --type individual`,
      `  Another brand: ${url.replace('localhost', 'icf.localhost')} (or send the Application-Id header)`,
    );
  }
  console.log(lines.join('\n') + '\n');
}
