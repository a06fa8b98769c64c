import type { Database } from '../../src/db/client.js';
import { bsbBranches } from '../../src/db/schema/index.js';

/** A real branch (CBA, 48 Martin Place Sydney) in the directory, so BSB 062-000 is found. */
export async function ensureSydneyBranch(db: Database): Promise<void> {
  await db
    .insert(bsbBranches)
    .values({
      bsb: '062000',
      mnemonic: 'CBA',
      bank: 'Commonwealth Bank of Australia',
      branchName: '48 Martin Place Sydney',
      street: '48 Martin Place',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      paymentFlags: 'PEH',
    })
    .onConflictDoNothing();
}
