import type { Database } from '../client.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { seedAccountAttachments } from './account-attachments.js';
import { seedAccountInvitation } from './account-invitations.js';
import { seedAccountPeople } from './account-people.js';
import { seedAccounts } from './accounts.js';
import { seedAdvisors } from './advisors.js';
import { seedBsbDirectory } from './bsb-directory.js';
import { seedBankAccounts } from './bank-accounts.js';
import { claimDemoDatabase } from './demo-database.js';
import { seedDocuments } from './documents.js';
import { seedFlatPages } from './flat-pages.js';
import { seedGeneratedReports } from './generated-reports.js';
import { ALEX, seedIdentity } from './identity.js';
import { seedIdentityReview } from './identity-review.js';
import { seedInvestmentPolicies } from './investment-policies.js';
import { seedInvitations, seedSecondaryInvitations } from './invitations.js';
import { seedLoanNotesHeld } from './loan-notes-held.js';
import { seedNotifications } from './notifications.js';
import { seedPortfolio } from './portfolio.js';
import { seedProductReference } from './product-reference.js';
import { seedRebalanceReports } from './rebalance.js';
import { seedTenants } from './tenants.js';
import { seedUsers } from './users.js';

/**
 * Demo data: deterministic (the same on every fresh start) and idempotent (a second run adds
 * nothing). Only into an empty database or one the demo seed started: any other throws
 * DemoDatabaseRefusedError (see demo-database.ts). Later capabilities add their own seed steps
 * here, in dependency order.
 */
export interface SeedOptions {
  /** Where demo files go (advisor photos); without it the seed stores rows only. */
  files?: FileStorage | undefined;
}

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  await claimDemoDatabase(db);
  const tenants = await seedTenants(db);
  const people = await seedUsers(db, tenants.get('ipm')!);
  await seedIdentity(db, people.investor);
  await seedIdentity(db, people.joint, ALEX);
  // Someone whose details failed the automatic check and wait for the identity review (issue #23).
  await seedIdentityReview(db, tenants.get('ipm')!, options.files);
  await seedNotifications(db, people.investor, tenants.get('ipm')!);
  await seedInvitations(db, tenants.get('ipm')!);
  await seedSecondaryInvitations(db, tenants.get('ipm')!, people.investor);
  await seedFlatPages(db, tenants.get('icf'));
  // Real branches of the major banks, for the bank account form's BSB lookup.
  await seedBsbDirectory(db);
  // Loan note types, allocation options, sources of funds, ... from the example reference file (issue #20).
  await seedProductReference(db, tenants);
  // Three years up to yesterday (Sydney) through the feed import; ~0.7 s on a fresh database.
  await seedPortfolio(db);
  // The account details of the feed's accounts, a company, and a trust still in setup.
  await seedAccounts(db, people.investor, tenants.get('ipm')!);
  // The company's loan notes held, started months ago: interest so far on /products/ (issue #22).
  await seedLoanNotesHeld(db);
  // Her individual account's active investment policy statement, to view and change (issue #21).
  await seedInvestmentPolicies(db, people.investor);
  await seedAccountAttachments(db, people.investor, options.files);
  // Their directors: the company's and the SMSF trustee's.
  await seedAccountPeople(db, people.investor, tenants.get('ipm')!);
  // Alex Morgan, who signs in already, invited onto her company: his Account invitations (issue #22).
  await seedAccountInvitation(db, people.investor, tenants.get('ipm')!);
  // Bank accounts of her accounts, and a joint account with a change waiting for her (issue #19).
  await seedBankAccounts(db, people, tenants.get('ipm')!, options.files);
  await seedAdvisors(db, tenants.get('ipm')!, options.files);
  await seedDocuments(db, options.files);
  await seedRebalanceReports(db, people.investor);
  await seedGeneratedReports(db, people.investor, tenants.get('ipm')!);
}

export { DEMO_PASSWORD, DEMO_PEOPLE } from './users.js';
export { DEMO_ADVISOR_LOGIN } from './advisors.js';
export { DemoDatabaseRefusedError } from './demo-database.js';
export { DEMO_INVITE, DEMO_SECONDARY_INVITE } from './invitations.js';
export { DEMO_REVIEW_PERSON } from './identity-review.js';
