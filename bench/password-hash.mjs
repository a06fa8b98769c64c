// Login is deliberately slow: time argon2id with the parameters the server uses.
// Target: between 50 and 500 ms per hash on this machine.
import { createRequire } from 'node:module';
import path from 'node:path';
import { median, root } from './lib.mjs';

const require = createRequire(path.join(root, 'apps/server/package.json'));
const { hash, verify } = require('@node-rs/argon2');

// Same numbers as apps/server/src/modules/auth/password-hashing.ts (algorithm 2 = argon2id).
const PARAMETERS = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 };

export async function benchPasswordHash({ runs = 10 } = {}) {
  const hashes = [];
  const verifies = [];
  let stored = '';
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    stored = await hash(`Portal-Demo-2026!-${i}`, PARAMETERS);
    hashes.push(performance.now() - t);
    t = performance.now();
    await verify(stored, `Portal-Demo-2026!-${i}`);
    verifies.push(performance.now() - t);
  }
  return {
    parameters: {
      algorithm: 'argon2id',
      memory_kib: PARAMETERS.memoryCost,
      passes: PARAMETERS.timeCost,
      lanes: PARAMETERS.parallelism,
    },
    hash_median_ms: +median(hashes).toFixed(1),
    verify_median_ms: +median(verifies).toFixed(1),
    target_ms: [50, 500],
    sample: stored.slice(0, 40) + '…',
  };
}
