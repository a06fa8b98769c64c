import {
  AccountProductLabel,
  AccountTypeLabel,
  AdvancedSigningOption,
  AdvancedSigningOptionLabel,
  CONSENTS_VERSION,
  ConsentKey,
  ConsentWording,
  CorporateTaxCategoryLabel,
  formatAbn,
  formatAcn,
  formatBsb,
  formatNoteTerm,
  InvestmentPeriod,
  maskTfn,
  noteInterestFrequency,
  ProductKey,
  SecondaryUserTitleLabel,
  SigningAuthorityOptionLabel,
  TrusteeTypeLabel,
} from '@portal/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountingMethods,
  accountMembers,
  accountPeople,
  accounts,
  applicationSubmissions,
  bankAccounts,
  corporateTaxes,
  individualTaxes,
  loanNoteApplications,
  loanNotes,
  loanNoteTypes,
  portfolioApplications,
  signingAuthorities,
  sourcesOfFunds,
  personalDetails,
  users,
} from '../../db/schema/index.js';
import type { ApplicationFormData } from './application-form-data.js';

/** The wording of each version of the consents the portal has shown; a submission is stated in its own. */
const CONSENT_WORDINGS: Readonly<Record<string, Record<ConsentKey, string>>> = { [CONSENTS_VERSION]: ConsentWording };

/** An account number as the portal shows it elsewhere (bank change requests): stars, then its last 3 digits. */
function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(number.length - 3, 0))}${number.slice(-3)}`;
}

/** A person's name as their identity details give it, else as they registered. */
export const personName = (
  user: { firstName: string; lastName: string },
  personal: { firstName: string; lastName: string } | null,
) => `${personal?.firstName ?? user.firstName} ${personal?.lastName ?? user.lastName}`.trim();
const tfnText = (hasNotTfn: boolean, tfn: string) => (hasNotTfn || tfn === '' ? 'Not provided' : maskTfn(tfn));

/**
 * The application form's data from the stored records of a submitted application (issue #21
 * item 1): plain queries, read outside any transaction. Throws when the account or its
 * submission is missing: there is no form before the summary is submitted.
 */
export async function loadApplicationFormData(db: Database, accountId: number): Promise<ApplicationFormData> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new Error(`No account ${accountId}`);
  const [submission] = await db
    .select({ row: applicationSubmissions, user: users, personal: personalDetails })
    .from(applicationSubmissions)
    .innerJoin(users, eq(users.id, applicationSubmissions.submittedByUserId))
    .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
    .where(eq(applicationSubmissions.accountId, accountId));
  if (!submission) throw new Error(`Account ${accountId} has no submitted application`);
  const wording = CONSENT_WORDINGS[submission.row.consentsVersion];
  // Stating other words than those accepted would misstate the record: refuse instead.
  if (!wording) throw new Error(`No wording kept for consents version ${submission.row.consentsVersion}`);

  const members = await membersOf(db, accountId);
  const products = submission.row.products;
  const [taxes, entityTax, banks, notes, portfolio, authority] = await Promise.all([
    members.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(individualTaxes)
          .where(
            inArray(
              individualTaxes.userId,
              members.map((m) => m.userId),
            ),
          ),
    db.select().from(corporateTaxes).where(eq(corporateTaxes.accountId, accountId)),
    db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.accountId, accountId), isNull(bankAccounts.removedAt)))
      .orderBy(asc(bankAccounts.id)),
    products.includes(ProductKey.icf) ? loanNotesOf(db, accountId) : Promise.resolve(null),
    products.includes(ProductKey.ipm) ? portfolioOf(db, accountId) : Promise.resolve(null),
    db.select().from(signingAuthorities).where(eq(signingAuthorities.accountId, accountId)),
  ]);

  const trusteeLabel = account.trusteeType ? TrusteeTypeLabel[account.trusteeType] : null;
  const corporate = entityTax[0];
  return {
    account: {
      id: account.id,
      name: account.name,
      typeLabel: AccountTypeLabel[account.accountType],
      trustee: trusteeLabel && account.trusteeName ? `${trusteeLabel}: ${account.trusteeName}` : trusteeLabel,
      abn: account.abn ? formatAbn(account.abn) : null,
      acn: account.acn ? formatAcn(account.acn) : null,
    },
    members: members.map((m) => ({ name: m.name, roles: m.roles, email: m.email })),
    tax: {
      people: members.flatMap((m) => {
        const tax = taxes.find((t) => t.userId === m.userId);
        if (!tax) return [];
        return [
          {
            name: m.name,
            tfn: tfnText(tax.hasNotTfn, tax.tfn),
            isAustralianTaxResident: tax.isAustralianTaxResident,
            otherCountry: tax.isOtherCountryTaxResident ? { country: tax.countryOfResidence, tin: tax.tin } : null,
          },
        ];
      }),
      entity: corporate
        ? {
            tfn: tfnText(corporate.hasNotTfn, corporate.tfn),
            abn: corporate.abn ? formatAbn(corporate.abn) : null,
            category: CorporateTaxCategoryLabel[corporate.category],
            foreign: corporate.isForeignEntity ? { country: corporate.country, tin: corporate.tin } : null,
          }
        : null,
    },
    bankAccounts: banks.map((b) => ({
      name: b.name,
      bsb: formatBsb(b.bsb),
      number: maskAccountNumber(b.number),
      bank: b.bank,
      branch: b.branch,
    })),
    loanNotes: notes,
    portfolio,
    signingAuthority: authority[0] ? signingAuthorityLines(authority[0], members) : null,
    submission: {
      submittedAt: submission.row.submittedAt,
      submittedBy: { name: personName(submission.user, submission.personal), email: submission.user.email },
      consentsVersion: submission.row.consentsVersion,
      // In the summary's order, whichever order they were stored in.
      consents: Object.values(ConsentKey)
        .filter((key) => submission.row.consents.includes(key))
        .map((key) => ({ key, wording: wording[key] })),
      products: products.map((p) => (AccountProductLabel as Record<string, string>)[p] ?? p),
    },
  };
}

interface Member {
  userId: number;
  name: string;
  email: string;
  roles: string[];
}

/** The people on the account: the primary first, then the others as they joined; each with their title on it. */
async function membersOf(db: Database, accountId: number): Promise<Member[]> {
  const [rows, people] = await Promise.all([
    db
      .select({ member: accountMembers, user: users, personal: personalDetails })
      .from(accountMembers)
      .innerJoin(users, eq(users.id, accountMembers.userId))
      .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
      .where(eq(accountMembers.accountId, accountId))
      .orderBy(asc(accountMembers.createdAt), asc(accountMembers.userId)),
    db
      .select()
      .from(accountPeople)
      .where(
        and(
          eq(accountPeople.accountId, accountId),
          eq(accountPeople.kind, 'secondary_user'),
          isNull(accountPeople.removedAt),
        ),
      ),
  ]);
  const ordered = [
    ...rows.filter((r) => r.member.role === 'primary'),
    ...rows.filter((r) => r.member.role !== 'primary'),
  ];
  return ordered.map(({ member, user, personal }) => {
    const person = people.find((p) => p.userId === user.id);
    const roles: string[] = [];
    if (member.role === 'primary') roles.push('Primary user');
    if (person?.title) roles.push(SecondaryUserTitleLabel[person.title]);
    if (roles.length === 0) roles.push('Secondary user');
    return { userId: user.id, name: personName(user, personal), email: user.email, roles };
  });
}

async function loanNotesOf(db: Database, accountId: number): Promise<ApplicationFormData['loanNotes']> {
  const rows = await db
    .select({ note: loanNotes, type: loanNoteTypes })
    .from(loanNotes)
    .innerJoin(loanNoteApplications, eq(loanNoteApplications.id, loanNotes.applicationId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotes.noteTypeId))
    .where(eq(loanNoteApplications.accountId, accountId))
    .orderBy(asc(loanNoteApplications.id), asc(loanNotes.position), asc(loanNotes.id));
  return rows.map(({ note, type }) => {
    const term = { term: type.term, term_unit: type.termUnit };
    return {
      typeLabel: `${formatNoteTerm(term)}, ${type.interestRate}% p.a.`,
      faceValueCents: BigInt(note.faceValueCents),
      interestOption: note.interestCapitalisation
        ? 'Capitalise interest'
        : `Pay interest to my bank account ${noteInterestFrequency(term)}`,
    };
  });
}

async function portfolioOf(db: Database, accountId: number): Promise<ApplicationFormData['portfolio']> {
  const [row] = await db.select().from(portfolioApplications).where(eq(portfolioApplications.accountId, accountId));
  if (!row) return null;
  const [sources, methods] = await Promise.all([
    row.sourceOfFunds.length === 0
      ? Promise.resolve([])
      : db.select().from(sourcesOfFunds).where(inArray(sourcesOfFunds.id, row.sourceOfFunds)),
    db.select().from(accountingMethods).where(eq(accountingMethods.key, row.accountingMethod)),
  ]);
  return {
    fundsTransferCents: row.isFundsTransfer ? row.fundsTransferAmountCents : null,
    assetTransferCents: row.isAssetTransfer ? row.assetTransferAmountCents : null,
    sourcesOfFunds: row.sourceOfFunds.flatMap((id) => {
      const source = sources.find((s) => s.id === id);
      if (!source) return [];
      return [source.isOther ? `${source.name}: ${row.sourceOfFundsOther}` : source.name];
    }),
    isRequire14DaysInvesting: row.isRequire14DaysInvesting,
    investmentPeriod: row.isRequire14DaysInvesting
      ? null
      : row.investmentPeriod === InvestmentPeriod.other
        ? `${row.investmentPeriodMonths ?? ''} months`
        : 'At the portfolio manager’s discretion',
    accountingMethod: methods[0]?.name ?? row.accountingMethod,
    receiveFrankingCredits: row.receiveFrankingCredits === 'eligible',
    isExemptIncomeTax: row.isExemptIncomeTax,
  };
}

function signingAuthorityLines(
  row: typeof signingAuthorities.$inferSelect,
  members: readonly Member[],
): NonNullable<ApplicationFormData['signingAuthority']> {
  const details: string[] = [];
  if (row.advancedOption === AdvancedSigningOption.minimum_signatures)
    details.push(`${AdvancedSigningOptionLabel.minimum_signatures}: ${row.minNumberOfSignatories ?? ''}`);
  if (row.advancedOption === AdvancedSigningOption.specific_members) {
    // Only people still on the account count (see signing-authorities.ts).
    const names = row.selectedSignatories.flatMap((id) => members.filter((m) => m.userId === id).map((m) => m.name));
    details.push(`${AdvancedSigningOptionLabel.specific_members}: ${names.join(', ')}`);
  }
  return { option: SigningAuthorityOptionLabel[row.option], details };
}
