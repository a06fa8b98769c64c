import { AccountType, SecondaryUserTitle } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accountPeople, accounts, secondaryInvites } from '../schema/index.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import { DEMO_COMPANY_CODE } from './accounts.js';

/** Far ahead, so a fresh demo always shows the invitations as sent, not expired. */
const INVITES_EXPIRE = new Date('2036-01-01T00:00:00Z');

/**
 * The directors of the demo investor's company and of her SMSF's trustee company (spec 2 §2 Set up
 * directors): she has answered the 25% question (yes), and James Bennett, the register's other
 * director of Bennett Super Pty Ltd (the SMSF's second officeholder, so he is not offered again)
 * and a director of Bennett Capital, has been invited onto both and not joined yet ('Invitation
 * sent', Resend invite). The invitations' links were never e-mailed (their token is random and
 * unknown): Resend invite sends a working one. Idempotent: people are found by account and e-mail.
 */
export async function seedAccountPeople(db: Database, investorId: number, tenantId: number): Promise<void> {
  const targets = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.externalCode, [DEMO_COMPANY_CODE, 'DEMO-SMSF-001']));
  for (const account of targets) {
    await db.update(accounts).set({ primaryUserRole: true }).where(eq(accounts.id, account.id));
    const email = 'james.bennett@example.com';
    const [existing] = await db
      .select({ id: accountPeople.id })
      .from(accountPeople)
      .where(and(eq(accountPeople.accountId, account.id), eq(accountPeople.email, email)))
      .limit(1);
    if (existing) continue;
    const fromRegister = account.accountType === AccountType.smsf;
    const [person] = await db
      .insert(accountPeople)
      .values({
        accountId: account.id,
        kind: 'secondary_user',
        title: SecondaryUserTitle.director,
        role: 'beneficial_owner',
        firstName: 'James',
        lastName: 'Bennett',
        email,
        phoneNumber: '0412345679',
        // Bennett Super's officeholders: Olivia Bennett, James Bennett, Olivia Bennett (secretary).
        acnUuid: fromRegister ? 'officeholder-2' : null,
        fromAcnLookup: fromRegister,
        inviteExpiresAt: INVITES_EXPIRE,
      })
      .returning();
    await db.insert(secondaryInvites).values({
      tokenHash: sha256(newSecret()),
      email,
      phoneNumber: '0412345679',
      firstName: 'James',
      lastName: 'Bennett',
      role: SecondaryUserTitle.director,
      accountType: account.accountType === AccountType.smsf ? 'smsf' : 'company',
      accountName: account.name,
      productKey: 'ipm',
      tenantId,
      primaryUserId: investorId,
      accountId: account.id,
      accountPersonId: person!.id,
      expiresAt: INVITES_EXPIRE,
    });
  }
}
