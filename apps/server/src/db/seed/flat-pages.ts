import { and, eq, isNull } from 'drizzle-orm';
import { FLAT_PAGE_SLUG_BY_TARGET } from '@portal/contract';
import type { Database } from '../client.js';
import { flatPages } from '../schema/index.js';

interface DemoFlatPage {
  slug: string;
  title: string;
  isLegal: boolean;
  position: number;
  content: string;
}

const UPDATED = new Date('2025-07-01T00:00:00Z');

/** Shown to every brand that has no page of its own with the same slug. */
export const GLOBAL_FLAT_PAGES: DemoFlatPage[] = [
  {
    slug: FLAT_PAGE_SLUG_BY_TARGET.terms,
    title: 'Terms and conditions',
    isLegal: true,
    position: 1,
    content: `These terms apply to your use of this client portal. By registering you agree to them.

## 1. Who we are

The portal is operated by the product issuer named on your account, which holds an Australian Financial Services Licence. In these terms "we" means that issuer and "you" means each person who signs in.

## 2. Your sign-in

- Keep your password and your verification codes to yourself. We will never ask for them.
- Tell us at once if you think someone else has used your sign-in.
- You are responsible for instructions given after a successful sign-in with your details and code.

## 3. Information in the portal

Figures shown in the portal are for information. Your statements and confirmations are the official record. The portal does not take into account your objectives, financial situation or needs; consider the relevant Product Disclosure Statement and Target Market Determination before making a decision.

## 4. Availability

We aim to keep the portal available at all times but may suspend it for maintenance or security reasons.

## 5. Changes

We may change these terms. We will tell you of material changes at least 30 days beforehand, unless the change is required by law.

These terms are governed by the laws of New South Wales, Australia.`,
  },
  {
    slug: FLAT_PAGE_SLUG_BY_TARGET.privacy,
    title: 'Privacy policy',
    isLegal: true,
    position: 2,
    content: `We handle your personal information in line with the *Privacy Act 1988* (Cth) and the Australian Privacy Principles.

## What we collect

Your name, contact details, date of birth, identity documents, tax file number (if you give it) and information about your accounts and transactions.

## Why we collect it

- to identify you, as the *Anti-Money Laundering and Counter-Terrorism Financing Act 2006* requires;
- to open and administer your accounts and report to you;
- to meet our obligations to the Australian Taxation Office and other regulators.

## Who we share it with

Service providers who help us run your account (custodians, registries, identity verification and mail services), your adviser if you have one, and regulators when the law requires. Some providers may store information outside Australia; we require them to protect it.

## Access and correction

You can ask for a copy of the information we hold about you, or ask us to correct it, by contacting support.

## Complaints

Contact us first. If you are not satisfied with our answer you may contact the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au).`,
  },
  {
    slug: FLAT_PAGE_SLUG_BY_TARGET['financial-services-guide'],
    title: 'Financial services guide',
    isLegal: true,
    position: 3,
    content: `This Financial Services Guide (FSG) helps you decide whether to use the financial services we offer.

## Services we provide

We are authorised to deal in and provide general advice about managed investment products, securities and debentures to retail and wholesale clients.

## How we are paid

We receive the fees set out in the Product Disclosure Statement or offer document for your product. We do not receive commissions from third parties for the products offered through this portal.

## Compensation arrangements

We hold professional indemnity insurance that meets the requirements of section 912B of the *Corporations Act 2001* (Cth).

## Complaints

Please contact support first. If your complaint is not resolved within 30 days you may contact the Australian Financial Complaints Authority (AFCA):

- Website: [afca.org.au](https://www.afca.org.au)
- Phone: 1800 931 678`,
  },
  {
    slug: FLAT_PAGE_SLUG_BY_TARGET.help,
    title: 'Help',
    isLegal: false,
    position: 10,
    content: `## Signing in

Each sign-in asks for your e-mail and password, and, when login two-factor authentication is on, a six-digit code sent to your mobile. A code expires after 10 minutes.

## Forgotten password

Choose **Forgot password?** on the sign-in page. We e-mail you a link to choose a new one.

## Changing your details

Open the profile menu to change your e-mail, mobile number, address or password. Some changes ask for a verification code first.

## Statements and reports

Your documents and generated reports are under **Documents** and **Reports**. Reports can take a few minutes to generate.

## Still need help?

Use the contact form below and tell us what you were trying to do. Please do not include your password or any verification code.`,
  },
];

/** The loan-note brand's own terms: its page wins over the global one for the same slug. */
export const ICF_TERMS: DemoFlatPage = {
  slug: FLAT_PAGE_SLUG_BY_TARGET.terms,
  title: 'Loan note terms and conditions',
  isLegal: true,
  position: 1,
  content: `These terms apply to holders of Harbour Loan Notes using this portal.

## Loan notes

Loan notes are debentures issued under the Information Memorandum for wholesale investors as defined in section 761G of the *Corporations Act 2001* (Cth). They are not bank deposits and are not covered by the Financial Claims Scheme.

## Interest and redemption

Interest is paid on the dates in your confirmation. An early redemption request is subject to the notice periods in the Information Memorandum.

## Your sign-in

Keep your password and verification codes private. Tell us at once if you think someone else has used them.`,
};

async function seedPage(db: Database, page: DemoFlatPage, tenantId: number | null): Promise<void> {
  const [existing] = await db
    .select({ id: flatPages.id })
    .from(flatPages)
    .where(
      and(
        eq(flatPages.slug, page.slug),
        tenantId === null ? isNull(flatPages.tenantId) : eq(flatPages.tenantId, tenantId),
      ),
    )
    .limit(1);
  // A page an operator edited since is theirs: the seed only fills what is missing.
  if (existing) return;
  await db.insert(flatPages).values({ ...page, tenantId, updatedAt: UPDATED });
}

/**
 * Terms, privacy policy, the financial services guide and help for every brand, plus the
 * loan-note brand's own terms. Checked one by one because the unique index treats each global
 * (null tenant) row as distinct, so ON CONFLICT would not catch a second run.
 */
export async function seedFlatPages(db: Database, icfTenantId: number | undefined): Promise<void> {
  for (const page of GLOBAL_FLAT_PAGES) await seedPage(db, page, null);
  if (icfTenantId !== undefined) await seedPage(db, ICF_TERMS, icfTenantId);
}
