import { AccountStatus, AccountType, BankAccountLimits, ProductKey, SigningAuthorityOption } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  accountMembers,
  accounts,
  bankAccounts,
  bankChangeRequestEvents,
  bankChangeRequests,
  productBankAccounts,
  signingAuthorities,
  uploadedFiles,
  type BankAccountRow,
  type BankDetails,
} from '../schema/index.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { newSecret } from '../../platform/secrets.js';
import { DEMO_COMPANY_CODE } from './accounts.js';

export const DEMO_JOINT_CODE = 'DEMO-JOINT-001';
export const DEMO_JOINT_NAME = 'Olivia Bennett & Alex Morgan';

const CBA = 'Commonwealth Bank of Australia';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Complete details for each demo bank account (BSBs of the bundled directory sample). */
const DEMO_BANK: Record<string, Omit<BankDetails, 'documentFileId'>> = {
  'DEMO-IND-001': {
    name: 'Olivia Bennett',
    bsb: '062000',
    number: '10234567',
    bank: CBA,
    branch: '48 Martin Place Sydney',
    bsbWasFound: true,
  },
  'DEMO-SMSF-001': {
    name: 'Bennett Super Pty Ltd ATF Bennett Family Super Fund',
    bsb: '063000',
    number: '20345678',
    bank: CBA,
    branch: '325 Collins St Melbourne',
    bsbWasFound: true,
  },
  [DEMO_COMPANY_CODE]: {
    name: 'Bennett Capital Pty Ltd',
    bsb: '063000',
    number: '30456789',
    bank: CBA,
    branch: '325 Collins St Melbourne',
    bsbWasFound: true,
  },
  [DEMO_JOINT_CODE]: {
    name: 'O Bennett & A Morgan',
    bsb: '062000',
    number: '40567891',
    bank: CBA,
    branch: '48 Martin Place Sydney',
    bsbWasFound: true,
  },
};

/** What the joint holder asks to change the joint bank account to (the pending edit request). */
const JOINT_EDIT: Omit<BankDetails, 'documentFileId'> = {
  name: 'O Bennett & A Morgan',
  bsb: '063010',
  number: '40998877',
  bank: CBA,
  branch: '385 Bourke St Melbourne',
  bsbWasFound: true,
};

/**
 * Bank accounts (issue #19): each of the demo investor's active accounts with a product (her
 * individual account, the SMSF and the company) gets an active bank account linked to its
 * product; and a joint account held by her (primary) and Alex Morgan (joint@example.com), active,
 * signing authority 'all', with its bank account and ONE pending edit request by Alex waiting for
 * her (no in-app notification: the demo's notifications are a fixed history). Statements are one-page PDFs when file storage is given.
 * Idempotent: an account that has a bank account already is left alone; the joint account is
 * found by its code.
 */
export async function seedBankAccounts(
  db: Database,
  people: { investor: number; joint: number },
  tenantId: number,
  files: FileStorage | undefined,
): Promise<void> {
  const joint = await seedJointAccount(db, people, tenantId);
  for (const [code, details] of Object.entries(DEMO_BANK)) {
    const [account] = await db.select().from(accounts).where(eq(accounts.externalCode, code)).limit(1);
    if (!account) continue;
    const [existing] = await db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.accountId, account.id), isNull(bankAccounts.removedAt)))
      .limit(1);
    if (existing) continue;
    const owner = code === DEMO_JOINT_CODE ? people.joint : people.investor;
    const documentFileId = await seedStatement(db, files, owner, details.name);
    const [bank] = await db
      .insert(bankAccounts)
      .values({ accountId: account.id, ...details, documentFileId, status: 'active', createdByUserId: people.investor })
      .returning();
    for (const product of account.products) {
      await db
        .insert(productBankAccounts)
        .values({ accountId: account.id, product, bankAccountId: bank!.id })
        .onConflictDoNothing();
    }
    if (account.id === joint) await seedPendingEdit(db, bank!, people, files);
  }
}

async function seedJointAccount(db: Database, people: { investor: number; joint: number }, tenantId: number) {
  let [joint] = await db.select().from(accounts).where(eq(accounts.externalCode, DEMO_JOINT_CODE)).limit(1);
  joint ??= (
    await db
      .insert(accounts)
      .values({
        externalCode: DEMO_JOINT_CODE,
        name: DEMO_JOINT_NAME,
        accountType: AccountType.joint,
        status: AccountStatus.active,
        tenantId,
        products: [ProductKey.ipm],
        hasSecondaryUsers: true,
        createdByUserId: people.investor,
        activatedAt: new Date('2025-03-03T00:00:00Z'),
      })
      .returning()
  )[0]!;
  await db
    .insert(accountMembers)
    .values([
      { accountId: joint.id, userId: people.investor, role: 'primary' as const },
      { accountId: joint.id, userId: people.joint, role: 'secondary' as const },
    ])
    .onConflictDoNothing();
  await db
    .insert(signingAuthorities)
    .values({ accountId: joint.id, option: SigningAuthorityOption.all, minNumberOfSignatories: 2 })
    .onConflictDoNothing();
  return joint.id;
}

/** Alex's edit of the joint bank account, waiting for Olivia (one more agreement: 'all' of two). */
async function seedPendingEdit(
  db: Database,
  bank: BankAccountRow,
  people: { investor: number; joint: number },
  files: FileStorage | undefined,
): Promise<void> {
  const now = new Date();
  const newStatement = await seedStatement(db, files, people.joint, JOINT_EDIT.name);
  const [request] = await db
    .insert(bankChangeRequests)
    .values({
      accountId: bank.accountId,
      bankAccountId: bank.id,
      kind: 'edit',
      status: 'pending',
      initiatorUserId: people.joint,
      oldData: {
        name: bank.name,
        bsb: bank.bsb,
        number: bank.number,
        bank: bank.bank,
        branch: bank.branch,
        bsbWasFound: bank.bsbWasFound,
        documentFileId: bank.documentFileId,
      },
      newData: { ...JOINT_EDIT, documentFileId: newStatement ?? bank.documentFileId },
      requiredConfirmations: 1,
      createdAt: now,
      // Counted from the seed, so a fresh demo always shows it waiting.
      expiresAt: new Date(now.getTime() + BankAccountLimits.changeRequestExpiryDays * DAY_MS),
    })
    .returning();
  await db.insert(bankChangeRequestEvents).values({
    requestId: request!.id,
    action: 'submitted',
    actorUserId: people.joint,
    actorName: 'Alex Morgan',
    at: now,
  });
}

/** A one-page statement owned by `ownerId`, or null without file storage. */
async function seedStatement(
  db: Database,
  files: FileStorage | undefined,
  ownerId: number,
  accountName: string,
): Promise<number | null> {
  if (!files) return null;
  const content = await renderStatement(accountName);
  const storageKey = newSecret();
  await files.put(storageKey, content, 'application/pdf');
  const [file] = await db
    .insert(uploadedFiles)
    .values({
      ownerId,
      fileName: 'Bank statement.pdf',
      storageKey,
      contentType: 'application/pdf',
      sizeBytes: content.length,
    })
    .returning({ id: uploadedFiles.id });
  return file!.id;
}

async function renderStatement(accountName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const dated = new Date('2025-01-31T00:00:00Z');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'Bank statement', CreationDate: dated, ModDate: dated },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.font('Helvetica-Bold').fontSize(18).text('Bank statement');
  pdf.moveDown(0.5).font('Helvetica').fontSize(12).text(accountName);
  pdf.moveDown(1).fontSize(10).text('Demonstration document: not a real statement.');
  pdf.end();
  return done;
}
