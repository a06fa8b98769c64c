import {
  accountMembers,
  accounts,
  signingAuthorities,
  type SigningAuthorityRow,
} from '../../../src/db/schema/index.js';
import { latestMessage } from '../../helpers/auth-client.js';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';

export type Authority = Pick<SigningAuthorityRow, 'option'> & Partial<SigningAuthorityRow>;

/** An account named `name` of these people (the first primary) with this signing authority, if any. */
export async function signingAccount(
  t: TestApp,
  name: string,
  type: 'individual' | 'joint' | 'company',
  people: readonly TestPerson[],
  authority?: Authority,
): Promise<number> {
  const db = t.database.db;
  const [account] = await db.insert(accounts).values({ name, accountType: type }).returning();
  await db.insert(accountMembers).values(
    people.map((p, i) => ({
      accountId: account!.id,
      userId: p.id,
      role: i === 0 ? ('primary' as const) : ('secondary' as const),
    })),
  );
  if (authority) await db.insert(signingAuthorities).values({ accountId: account!.id, ...authority });
  return account!.id;
}

/** The token of the last signing link e-mailed to this person. */
export async function signingLinkOf(t: TestApp, person: TestPerson): Promise<string> {
  const message = await latestMessage(t.app, person.email);
  const match = /\/signing\/([A-Za-z0-9_-]{43})/.exec(message?.body ?? '');
  if (!match) throw new Error(`no signing link for ${person.email}: ${message?.body}`);
  return match[1]!;
}
