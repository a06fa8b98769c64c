import type { TestProject } from 'vitest/node';
import { bundleAdminCli } from './helpers/admin-cli-bundle.js';
import { buildDatabaseTemplate } from './helpers/database-template.js';

/**
 * Once per run, before any server test file: the migrated and the demo-seeded template databases
 * that every file copies (see helpers/database-template.ts for why), and the admin CLI's bundle;
 * both removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [{ template, dispose }, cli] = await Promise.all([buildDatabaseTemplate(), bundleAdminCli()]);
  project.provide('databaseTemplate', template);
  project.provide('adminCli', cli.file);
  return async () => {
    await Promise.all([dispose(), cli.dispose()]);
  };
}
