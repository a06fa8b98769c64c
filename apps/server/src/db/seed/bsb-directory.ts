import { BSB_DIRECTORY_SAMPLE } from '../../data/bsb-directory-sample.js';
import { BsbDirectoryService } from '../../modules/bsb-directory/index.js';
import type { Database } from '../client.js';

/**
 * The bundled sample of real branches (data/bsb-directory-sample.ts), through the import the
 * operator uses, so the bank account form finds 062-000 in the demo and in every test. Only
 * into an empty directory: a demo database whose operator imported the full file keeps it.
 */
export async function seedBsbDirectory(db: Database): Promise<void> {
  const directory = new BsbDirectoryService(db);
  if (await directory.isEmpty()) await directory.importFile(BSB_DIRECTORY_SAMPLE);
}
