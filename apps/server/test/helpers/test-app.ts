import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadEnv, type Env } from '../../src/config/env.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { MemoryFileStorage } from '../../src/platform/files/memory-file-storage.js';
import type { MessageSender } from '../../src/platform/messaging/message-sender.js';
import type { BusinessRegister } from '../../src/platform/registers/business-register.js';
import { createSeededTestDatabase, createTestDatabase } from './test-database.js';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo seed; no network port, requests via inject(). */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    configure?: (app: FastifyInstance) => void;
    /** A built web app folder to serve (index.html, assets/), as WEB_DIST gives the server. */
    webRoot?: string;
    /** Sees every route as declared, schemas included. */
    onRoute?: (route: RouteOptions) => void;
    /** Replaces the bundled local register (a register that fails, or counts its calls). */
    businessRegister?: BusinessRegister;
    /** Replaces the demo outbox (a mail server that fails, for example). */
    sender?: MessageSender;
  } = {},
): Promise<TestApp> {
  const fileStorage = new MemoryFileStorage();
  // A copy of the run's seeded template (the seed's files replayed into fileStorage), see test-database.ts.
  const database = options.seed === false ? await createTestDatabase() : await createSeededTestDatabase(fileStorage);
  const env: Env = loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY, ...options.env });
  const app = await buildApp({
    env,
    database,
    version: 'test',
    configure: options.configure,
    fileStorage,
    webRoot: options.webRoot,
    onRoute: options.onRoute,
    businessRegister: options.businessRegister,
    sender: options.sender,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
