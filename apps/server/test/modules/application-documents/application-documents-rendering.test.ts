import { CONSENTS_VERSION, ConsentKey, ConsentWording } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { avatarPng } from '../../../src/db/seed/avatar-png.js';
import {
  renderApplicationForm,
  renderInvestmentPolicyStatement,
  type ApplicationFormData,
  type CompletionRecord,
  type DocumentBranding,
  type IpsDocumentData,
} from '../../../src/modules/application-documents/index.js';
import { pdfPages } from '../../helpers/pdf-text.js';

/** The renderers from hand-made data (issue #21 item 1): what each page says, and that it says it the same each time. */
const BRAND: DocumentBranding = { applicationName: 'Harbour Private Wealth', primaryColor: '#0b3d5c', logo: null };
const SUBMITTED = new Date('2026-11-05T03:04:05Z');

const FORM: ApplicationFormData = {
  account: {
    id: 41,
    name: 'Nguyen Super Fund',
    typeLabel: 'SMSF',
    trustee: 'Corporate trustee: Nguyen Pty Ltd',
    abn: '51 824 753 556',
    acn: '004 085 616',
  },
  members: [
    { name: 'Linh Nguyen', roles: ['Primary user'], email: 'linh@example.com' },
    { name: 'Bao Nguyen', roles: ['Director'], email: 'bao@example.com' },
  ],
  tax: {
    people: [{ name: 'Linh Nguyen', tfn: '******782', isAustralianTaxResident: true, otherCountry: null }],
    entity: { tfn: 'Not provided', abn: '51 824 753 556', category: 'Trustee of a superannuation fund', foreign: null },
  },
  bankAccounts: [
    { name: 'Nguyen Super', bsb: '062-000', number: '*****678', bank: 'Commonwealth Bank', branch: 'Sydney' },
  ],
  loanNotes: [
    {
      typeLabel: '6 months, 5.250% p.a.',
      faceValueCents: 2_500_000n,
      interestOption: 'Pay interest to my bank account quarterly',
    },
  ],
  portfolio: {
    fundsTransferCents: 60_000_000n,
    assetTransferCents: null,
    sourcesOfFunds: ['Savings'],
    isRequire14DaysInvesting: false,
    investmentPeriod: '9 months',
    accountingMethod: 'Minimise capital gains',
    receiveFrankingCredits: true,
    isExemptIncomeTax: false,
  },
  signingAuthority: { option: 'All applicants to sign', details: [] },
  submission: {
    submittedAt: SUBMITTED,
    submittedBy: { name: 'Linh Nguyen', email: 'linh@example.com' },
    consentsVersion: CONSENTS_VERSION,
    consents: Object.values(ConsentKey).map((key) => ({ key, wording: ConsentWording[key] })),
    products: ['Loan notes', 'Private portfolio'],
  },
};

const IPS: IpsDocumentData = {
  statement: { id: 7, preparedAt: SUBMITTED, requestedBy: 'Linh Nguyen' },
  account: { id: 41, name: 'Nguyen Super Fund', typeLabel: 'SMSF' },
  allocation: [
    { category: 'Cash', option: 'Cash', targetHundredths: 500, color: '#9e9e9e' },
    { category: 'Australian equities', option: 'Australian Equity Core', targetHundredths: 6250, color: '#1565c0' },
    { category: 'Global equities', option: 'Global Equity (tailored)', targetHundredths: 3250, color: '#2e7d32' },
  ],
  customStrategies: [
    {
      option: 'Australian Equity Core',
      name: 'Blue chips',
      managerDiscretion: true,
      holdingArrangement: 'Custodial',
      securities: [
        { name: 'BHP Group', targetPercentage: '60', units: null },
        { name: 'CSL', targetPercentage: '40', units: null },
      ],
    },
  ],
  hasRestrictions: true,
  industryRestrictions: [
    { group: 'Energy', type: 'do_not_buy', subIndustries: [{ name: 'Coal & Consumable Fuels', type: 'do_not_buy' }] },
    {
      group: 'Media',
      type: 'mixed',
      subIndustries: [{ name: 'Publishing', type: 'do_not_hold' }],
    },
  ],
  securityRestrictions: [
    { name: 'Telstra', units: 1200n, costBaseCents: 480_000n, date: '2019-03-14', type: 'do_not_sell' },
  ],
  gearing: { hasGearing: true, minLoanBalanceCents: 10_000_000n, maxLoanBalanceCents: 25_000_000n },
};

const COMPLETION: CompletionRecord = {
  envelopeReference: 'ENV-2026-000041',
  documentSha256: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  signers: [
    {
      name: 'Linh Nguyen',
      email: 'linh@example.com',
      signedAt: new Date('2026-11-05T04:00:01Z'),
      ipAddress: '203.0.113.7',
      status: 'Signed',
    },
    {
      name: 'Bao Nguyen',
      email: 'bao@example.com',
      signedAt: new Date('2026-11-06T22:15:30Z'),
      ipAddress: '198.51.100.23',
      status: 'Signed',
    },
  ],
  events: [
    { at: new Date('2026-11-06T22:15:30Z'), who: 'Bao Nguyen', what: 'Signed', ipAddress: '198.51.100.23' },
    { at: new Date('2026-11-05T03:04:06Z'), who: 'Portal', what: 'Envelope sent', ipAddress: null },
    { at: new Date('2026-11-05T04:00:01Z'), who: 'Linh Nguyen', what: 'Signed', ipAddress: '203.0.113.7' },
  ],
};

const text = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');

describe('the application form', () => {
  it('states the account, members, masked TFN, bank account, products, signing authority and the six consents', async () => {
    const pdf = await renderApplicationForm(FORM, BRAND);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await text(pdf);
    for (const expected of [
      'Harbour Private Wealth',
      'Application form',
      'Nguyen Super Fund',
      'SMSF',
      'Corporate trustee: Nguyen Pty Ltd',
      '51 824 753 556',
      '004 085 616',
      'Linh Nguyen',
      'bao@example.com',
      'Director',
      '******782',
      '062-000',
      '*****678',
      '6 months, 5.250% p.a.',
      '$25,000.00',
      '$600,000.00',
      '9 months',
      'Minimise capital gains',
      'All applicants to sign',
      `version ${CONSENTS_VERSION}`,
      '14:04 05 Nov 2026 (Sydney time)',
    ])
      expect(all).toContain(expected);
    for (const key of Object.values(ConsentKey)) expect(all).toContain(ConsentWording[key]);
    expect(all).not.toContain('Certificate of completion');
  });

  it('renders the same bytes from the same data, and dates its info from the submission', async () => {
    const [a, b] = [await renderApplicationForm(FORM, BRAND), await renderApplicationForm(FORM, BRAND)];
    expect(a.equals(b)).toBe(true);
    expect(a.toString('latin1')).toContain('(D:20261105030405Z)');
  });
});

describe('the brand', () => {
  it('draws the logo in place of the name on the band, and falls back to the name when the logo is unreadable', async () => {
    const logo = avatarPng(32, [11, 61, 92], [255, 255, 255]);
    const withLogo = await renderApplicationForm(FORM, { ...BRAND, logo });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    // The name stays in the footer; the band no longer prints it before the title.
    expect((await pdfPages(withLogo))[0]).toMatch(/^Application form/);

    const broken = await renderApplicationForm(FORM, { ...BRAND, logo: Buffer.from('not an image') });
    expect((await pdfPages(broken))[0]).toMatch(/^Harbour Private Wealth Application form/);
  });
});

describe('the investment policy statement', () => {
  it('lists each option with its target, the restrictions by group and type, and gearing with its range', async () => {
    const all = await text(await renderInvestmentPolicyStatement(IPS, BRAND));
    for (const expected of [
      'Investment policy statement',
      'Strategic asset allocation',
      'Cash 5.00%',
      'Australian Equity Core 62.50%',
      'Global Equity (tailored) 32.50%',
      'Total 100.00%',
      'Blue chips',
      'BHP Group 60%',
      'Energy Do not buy Coal & Consumable Fuels: Do not buy',
      'Media Mixed Publishing: Do not hold',
      'Telstra 1200 $4,800.00 14 Mar 2019 Do not sell',
      'Minimum target loan balance $100,000.00',
      'Maximum target loan balance $250,000.00',
    ])
      expect(all).toContain(expected);
  });

  it('says there are no restrictions and no gearing when so answered', async () => {
    const all = await text(
      await renderInvestmentPolicyStatement(
        {
          ...IPS,
          customStrategies: [],
          hasRestrictions: false,
          industryRestrictions: [],
          securityRestrictions: [],
          gearing: { hasGearing: false, minLoanBalanceCents: null, maxLoanBalanceCents: null },
        },
        BRAND,
      ),
    );
    expect(all).toContain('No restrictions.');
    expect(all).toContain('Gearing No');
    expect(all).not.toContain('target loan balance');
  });
});

describe('the certificate of completion', () => {
  it('is the last page and names every signer with time and IP, the SHA-256 and the events in order', async () => {
    const pages = await pdfPages(await renderApplicationForm(FORM, BRAND, COMPLETION));
    const last = pages.at(-1)!;
    expect(last).toContain('Certificate of completion');
    expect(last).toContain(COMPLETION.documentSha256);
    expect(last).toContain('ENV-2026-000041');
    expect(last).toContain('Linh Nguyen linh@example.com Signed 2026-11-05 04:00:01 UTC 203.0.113.7');
    expect(last).toContain('Bao Nguyen bao@example.com Signed 2026-11-06 22:15:30 UTC 198.51.100.23');
    const sent = last.indexOf('Envelope sent');
    const firstSigned = last.indexOf('2026-11-05 04:00:01 UTC Linh Nguyen Signed');
    const secondSigned = last.indexOf('2026-11-06 22:15:30 UTC Bao Nguyen Signed');
    expect(sent).toBeGreaterThan(-1);
    expect(firstSigned).toBeGreaterThan(sent);
    expect(secondSigned).toBeGreaterThan(firstSigned);
    expect(pages.slice(0, -1).join(' ')).not.toContain('Certificate of completion');

    const ips = await pdfPages(await renderInvestmentPolicyStatement(IPS, BRAND, COMPLETION));
    expect(ips.at(-1)).toContain('Certificate of completion');
  });
});

describe('the signature lines', () => {
  it('give each signer a line of their own, in the envelope’s order, at the text DocuSign anchors on', async () => {
    const signatories = ['Linh Nguyen', 'Bao Nguyen'];
    const form = await pdfPages(await renderApplicationForm({ ...FORM, signatories }, BRAND, COMPLETION));
    const lines = form.at(-2)!;
    expect(lines).toContain('Signatures');
    expect(lines).toMatch(/Signature 1: Linh Nguyen Date.*Signature 2: Bao Nguyen Date/);
    const ips = await text(await renderInvestmentPolicyStatement({ ...IPS, signatories }, BRAND));
    expect(ips).toMatch(/Signature 1: Linh Nguyen Date.*Signature 2: Bao Nguyen Date/);
  });

  it('is one "Signature:" line for a single signer, and none when no signers are given', async () => {
    const one = await text(await renderApplicationForm({ ...FORM, signatories: ['Linh Nguyen'] }, BRAND));
    expect(one).toContain('Signature: Linh Nguyen Date');
    expect(one).not.toContain('Signature 1:');
    expect(await text(await renderApplicationForm(FORM, BRAND))).not.toContain('Signature:');
  });
});
