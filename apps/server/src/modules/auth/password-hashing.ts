import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id with RFC 9106's second recommended memory and passes (64 MiB, 3 passes; 1 lane). It is slow on
 * purpose (bench/README.md reports the time on this machine); the parameters live in the PHC
 * string, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
