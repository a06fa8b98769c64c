import fs from 'node:fs';
import path from 'node:path';
import { newSecret } from '../../platform/secrets.js';

/**
 * The operator key: OPERATOR_KEY when set, else the one in DATA_DIR/operator.key, created on
 * first start (readable by the owner only). The CLI reads the same file, so on one machine
 * `npm run admin` works with no setup.
 */
export function resolveOperatorKey(env: { OPERATOR_KEY?: string | undefined }, dataDir: string): string {
  if (env.OPERATOR_KEY) return env.OPERATOR_KEY;
  const file = path.join(dataDir, 'operator.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = newSecret();
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
