import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate } from './helpers/database-template.js';

/**
 * Once per run, before any server test file: the migrated and the demo-seeded template databases
 * that every file copies (see helpers/database-template.ts for why); removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, dispose } = await buildDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return dispose;
}
