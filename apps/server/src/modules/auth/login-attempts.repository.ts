import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

/**
 * Holds, until the end of the caller's transaction, the right to count and add sign-in checks
 * for one e-mail: every process takes the same PostgreSQL advisory lock, so two checks of one
 * e-mail, wherever they arrive, are counted one after the other.
 */
export async function lockAttemptsFor(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login_attempts:${email}`}, 0))`);
}

export interface AttemptLimits {
  email: string;
  ipAddress: string;
  at: Date;
  /** The start of the window the limits count in. */
  since: Date;
  addressFailureLimit: number;
  lockoutFailures: number;
}

export interface BegunAttempt {
  /** The new check's id (its `succeeded` is null until `settleAttempt`), or null when a limit refused it. */
  id: number | null;
  /** Failed checks from the address in the window; checks in flight are not failures (yet). */
  addressFailures: number;
  /**
   * The newest of the e-mail's last `lockoutFailures` failures, or checks still in flight (they
   * may yet fail), since the window's start or its last success; null while there are fewer.
   */
  lockoutFrom: Date | null;
}

/**
 * Counts a check against both limits and, when it is under them, writes it: one statement, so
 * that the connection (held by the caller's transaction under `lockAttemptsFor`) is held for as
 * few round trips as possible.
 */
export async function beginAttemptWithinLimits(tx: Database, limits: AttemptLimits): Promise<BegunAttempt> {
  const { email, ipAddress, at, since, addressFailureLimit, lockoutFailures } = limits;
  const { rows } = (await tx.execute(sql`
    with address as (
      select count(*)::int as failures from login_attempts
       where ip_address = ${ipAddress} and succeeded = false and created_at > ${since}
    ), last_success as (
      select max(created_at) as at from login_attempts where email = ${email} and succeeded = true
    ), recent as (
      select created_at from login_attempts
       where email = ${email} and (succeeded is null or succeeded = false)
         and created_at > greatest(${since}::timestamptz, (select at from last_success))
       order by created_at desc limit ${lockoutFailures}
    ), counted as (
      select (select failures from address) as address_failures,
             (select count(*)::int from recent) as email_failures,
             (select extract(epoch from max(created_at)) * 1000 from recent)::float8 as newest_ms
    ), begun as (
      insert into login_attempts (email, ip_address, succeeded, created_at)
      select ${email}::text, ${ipAddress}::text, null::boolean, ${at}::timestamptz from counted
       where address_failures < ${addressFailureLimit} and email_failures < ${lockoutFailures}
      returning id
    )
    select (select id from begun) as id, address_failures, email_failures, newest_ms from counted
  `)) as unknown as {
    rows: Array<{ id: number | null; address_failures: number; email_failures: number; newest_ms: number | null }>;
  };
  const row = rows[0]!;
  return {
    id: row.id,
    addressFailures: row.address_failures,
    lockoutFrom: row.email_failures >= lockoutFailures && row.newest_ms !== null ? new Date(row.newest_ms) : null,
  };
}

export async function settleAttempt(db: Database, id: number, succeeded: boolean): Promise<void> {
  await db.update(loginAttempts).set({ succeeded }).where(eq(loginAttempts.id, id));
}
