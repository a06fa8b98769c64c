import { SecondaryUserTitle } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accountPeople, accounts, secondaryInvites } from '../schema/index.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import { DEMO_COMPANY_CODE } from './accounts.js';

const ALEX_MORGAN = { firstName: 'Alex', lastName: 'Morgan', email: 'joint@example.com', phoneNumber: '0412000002' };

/**
 * An invitation onto an existing account for a person who already signs in (issue #22 item 6):
 * the demo investor added Alex Morgan (joint@example.com) as a director of her active company, so
 * signing in as him shows "Account invitations" on /accounts, to open, accept or decline. The
 * link was never e-mailed (its token is random): the panel finds it by his e-mail. Idempotent.
 */
export async function seedAccountInvitation(db: Database, investorId: number, tenantId: number): Promise<void> {
  const [company] = await db.select().from(accounts).where(eq(accounts.externalCode, DEMO_COMPANY_CODE)).limit(1);
  if (!company) return;
  const [existing] = await db
    .select({ id: accountPeople.id })
    .from(accountPeople)
    .where(and(eq(accountPeople.accountId, company.id), eq(accountPeople.email, ALEX_MORGAN.email)))
    .limit(1);
  if (existing) return;
  const expiresAt = new Date('2036-01-01T00:00:00Z');
  const [person] = await db
    .insert(accountPeople)
    .values({
      accountId: company.id,
      kind: 'secondary_user',
      title: SecondaryUserTitle.director,
      role: 'beneficial_owner',
      ...ALEX_MORGAN,
      inviteExpiresAt: expiresAt,
    })
    .returning();
  await db.insert(secondaryInvites).values({
    tokenHash: sha256(newSecret()),
    ...ALEX_MORGAN,
    role: SecondaryUserTitle.director,
    accountType: 'company',
    accountName: company.name,
    productKey: 'ipm',
    tenantId,
    primaryUserId: investorId,
    accountId: company.id,
    accountPersonId: person!.id,
    expiresAt,
  });
}
