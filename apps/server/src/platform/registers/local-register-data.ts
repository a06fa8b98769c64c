/**
 * The bundled register of demo mode and tests (local-register.ts reads it).
 *
 * Real: twenty of the largest companies listed on the ASX that are incorporated in Australia (so
 * hold an ACN), by market capitalisation around 2024-25 (the order moves daily), with their
 * registered names, ABNs and ACNs: public records, each number as printed in the company's own
 * annual reports and ASX announcements, and each passing the contract's check digits (the tests
 * check). Left out: companies listed through a foreign body (ResMed, Xero, James Hardie and the
 * like hold an ARBN, not an ACN), and ANZ Group Holdings Limited, whose number could not be
 * confirmed from a published source. Only what was confirmed is given: no addresses, no dates,
 * and no officeholders (boards change; the local register does not pretend to know them).
 *
 * Fictional: everything else. Their ACNs start with 9, a range ASIC has not issued yet (new
 * companies get numbers in the 600 millions), so they belong to no real company; the last
 * digit is the ACN check digit, and each company's ABN is the ACN with the two leading digits that
 * make it pass the ABN check, as the ATO forms a company's ABN. The ABNs of the funds and trusts
 * were made the same way around 98xxxxxxx (any ABN that passes the check may exist; these were
 * chosen, not looked up). The people are invented.
 *
 * To try in demo mode (also in README.md): ABN 49 004 028 077 (BHP), ACN 912 345 601 (Harbour
 * Trustee Services, three officeholders), ABN 55 982 345 678 (an SMSF), ABN 32 956 789 049
 * (cancelled), ACN 990 123 450 (Lane & Lane Holdings: directors Harper Lane and Noah Lane).
 */
import type { AbnStatus, CompanyStatus, Officeholder } from './business-register.js';

export interface LocalRegisterEntry {
  /** Digits only; null for a company without an ABN (common for an SMSF's trustee company). */
  abn: string | null;
  /** Digits only; null when the entity is not a company (a fund, a trust). */
  acn: string | null;
  name: string;
  entityTypeCode: string;
  entityTypeName: string;
  /** Of the ABN, when there is one. */
  abnStatus: AbnStatus;
  abnStatusFrom: string | null;
  /** Of the company, when it is one. */
  companyStatus: CompanyStatus | null;
  gstRegistered: boolean;
  gstRegisteredFrom: string | null;
  businessNames: string[];
  state: string | null;
  postcode: string | null;
  officeholders: Officeholder[];
}

const PUBLIC_COMPANY = { entityTypeCode: 'PUB', entityTypeName: 'Australian Public Company' } as const;
const PRIVATE_COMPANY = { entityTypeCode: 'PRV', entityTypeName: 'Australian Private Company' } as const;
const SMSF = { entityTypeCode: 'SMF', entityTypeName: 'ATO Regulated Self-Managed Superannuation Fund' } as const;
const TRADING_TRUST = { entityTypeCode: 'DTT', entityTypeName: 'Discretionary Trading Trust' } as const;

const numberOf = (printed: string) => printed.replace(/\s+/g, '');
const director = (firstName: string, lastName: string): Officeholder => ({ firstName, lastName, role: 'director' });
const secretary = (firstName: string, lastName: string): Officeholder => ({ firstName, lastName, role: 'secretary' });

/** Registered name, ABN and ACN as the companies print them. */
const LISTED: ReadonlyArray<readonly [name: string, abn: string, acn: string]> = [
  ['COMMONWEALTH BANK OF AUSTRALIA', '48 123 123 124', '123 123 124'],
  ['BHP GROUP LIMITED', '49 004 028 077', '004 028 077'],
  ['CSL LIMITED', '99 051 588 348', '051 588 348'],
  ['NATIONAL AUSTRALIA BANK LIMITED', '12 004 044 937', '004 044 937'],
  ['WESTPAC BANKING CORPORATION', '33 007 457 141', '007 457 141'],
  ['MACQUARIE GROUP LIMITED', '94 122 169 279', '122 169 279'],
  ['WESFARMERS LIMITED', '28 008 984 049', '008 984 049'],
  ['GOODMAN LIMITED', '69 000 123 071', '000 123 071'],
  ['TELSTRA GROUP LIMITED', '56 650 620 303', '650 620 303'],
  ['WOODSIDE ENERGY GROUP LTD', '55 004 898 962', '004 898 962'],
  ['RIO TINTO LIMITED', '96 004 458 404', '004 458 404'],
  ['FORTESCUE LTD', '57 002 594 872', '002 594 872'],
  ['TRANSURBAN HOLDINGS LIMITED', '86 098 143 429', '098 143 429'],
  ['WOOLWORTHS GROUP LIMITED', '88 000 014 675', '000 014 675'],
  ['ARISTOCRAT LEISURE LIMITED', '44 002 818 368', '002 818 368'],
  ['QBE INSURANCE GROUP LIMITED', '28 008 485 014', '008 485 014'],
  ['WISETECH GLOBAL LIMITED', '41 065 894 724', '065 894 724'],
  ['COLES GROUP LIMITED', '11 004 089 936', '004 089 936'],
  ['BRAMBLES LIMITED', '89 118 896 021', '118 896 021'],
  ['SANTOS LIMITED', '80 007 550 923', '007 550 923'],
];

export const LISTED_COMPANIES: readonly LocalRegisterEntry[] = LISTED.map(([name, abn, acn]) => ({
  ...PUBLIC_COMPANY,
  abn: numberOf(abn),
  acn: numberOf(acn),
  name,
  abnStatus: 'active',
  abnStatusFrom: null,
  companyStatus: 'registered',
  gstRegistered: true,
  gstRegisteredFrom: null,
  businessNames: [],
  state: null,
  postcode: null,
  officeholders: [],
}));

export const FICTIONAL_ENTITIES: readonly LocalRegisterEntry[] = [
  // A corporate trustee company, trustee of the Harbour Family Trust below.
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('75 912 345 601'),
    acn: numberOf('912 345 601'),
    name: 'HARBOUR TRUSTEE SERVICES PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2016-03-14',
    companyStatus: 'registered',
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'NSW',
    postcode: '2000',
    officeholders: [director('Margaret', 'Ellison'), director('Rajiv', 'Mehta'), secretary('Sophie', 'Brennan')],
  },
  {
    ...TRADING_TRUST,
    abn: numberOf('57 981 234 567'),
    acn: null,
    name: 'The Trustee for HARBOUR FAMILY TRUST',
    abnStatus: 'active',
    abnStatusFrom: '2016-04-01',
    companyStatus: null,
    gstRegistered: true,
    gstRegisteredFrom: '2016-07-01',
    businessNames: ['Harbour Marine Supplies'],
    state: 'NSW',
    postcode: '2088',
    officeholders: [],
  },
  // An SMSF's trustee company without an ABN of its own, and its fund.
  {
    ...PRIVATE_COMPANY,
    abn: null,
    acn: numberOf('945 678 937'),
    name: 'KESTREL SUPER PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: null,
    companyStatus: 'registered',
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'WA',
    postcode: '6010',
    officeholders: [director('Michael', 'Kestrel'), director('Helen', 'Kestrel'), secretary('Helen', 'Kestrel')],
  },
  {
    ...SMSF,
    abn: numberOf('55 982 345 678'),
    acn: null,
    name: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
    abnStatus: 'active',
    abnStatusFrom: '2018-05-21',
    companyStatus: null,
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'WA',
    postcode: '6010',
    officeholders: [],
  },
  // An SMSF with individual trustees: no company behind it.
  {
    ...SMSF,
    abn: numberOf('53 983 456 789'),
    acn: null,
    name: 'The Trustee for HARTLEY SUPERANNUATION FUND',
    abnStatus: 'active',
    abnStatusFrom: '2015-07-01',
    companyStatus: null,
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'VIC',
    postcode: '3121',
    officeholders: [],
  },
  // Private companies: two directors and a secretary; one director who is also secretary.
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('49 923 456 713'),
    acn: numberOf('923 456 713'),
    name: 'BANKSIA RIDGE HOLDINGS PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2012-08-01',
    companyStatus: 'registered',
    gstRegistered: true,
    gstRegisteredFrom: '2012-08-01',
    businessNames: ['Banksia Ridge Wines'],
    state: 'VIC',
    postcode: '3121',
    officeholders: [director('Amelia', 'Hartley'), director('Thomas', 'Nguyen'), secretary('Amelia', 'Hartley')],
  },
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('23 934 567 825'),
    acn: numberOf('934 567 825'),
    name: 'COASTAL SHIFT LOGISTICS PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2019-02-01',
    companyStatus: 'registered',
    gstRegistered: true,
    gstRegisteredFrom: '2019-02-01',
    businessNames: [],
    state: 'QLD',
    postcode: '4006',
    officeholders: [director('Priya', 'Raman'), director('Daniel', "O'Connor"), secretary('Grace', 'Liu')],
  },
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('59 967 890 151'),
    acn: numberOf('967 890 151'),
    name: 'WATTLE & FINCH DESIGN PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2021-11-08',
    companyStatus: 'registered',
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'SA',
    postcode: '5000',
    officeholders: [director('Olivia', 'Finch'), secretary('Olivia', 'Finch')],
  },
  // The demo investor's own entities (db/seed/accounts.ts): her SMSF's trustee company (no ABN of its
  // own) and fund, and her investment company.
  {
    ...PRIVATE_COMPANY,
    abn: null,
    acn: numberOf('978 901 236'),
    name: 'BENNETT SUPER PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: null,
    companyStatus: 'registered',
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'NSW',
    postcode: '2088',
    officeholders: [director('Olivia', 'Bennett'), director('James', 'Bennett'), secretary('Olivia', 'Bennett')],
  },
  {
    ...SMSF,
    abn: numberOf('63 984 567 890'),
    acn: null,
    name: 'The Trustee for BENNETT FAMILY SUPER FUND',
    abnStatus: 'active',
    abnStatusFrom: '2017-09-01',
    companyStatus: null,
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'NSW',
    postcode: '2088',
    officeholders: [],
  },
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('23 989 012 348'),
    acn: numberOf('989 012 348'),
    name: 'BENNETT CAPITAL PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2019-07-01',
    companyStatus: 'registered',
    gstRegistered: true,
    gstRegisteredFrom: '2019-07-01',
    businessNames: [],
    state: 'NSW',
    postcode: '2000',
    officeholders: [director('Olivia', 'Bennett'), secretary('Olivia', 'Bennett')],
  },
  // A company whose directors include a Harper Lane: a person registered as Harper Lane who sets up
  // an account for it is offered herself as an additional director (spec 2 §2 duplicate warning).
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('79 990 123 450'),
    acn: numberOf('990 123 450'),
    name: 'LANE & LANE HOLDINGS PTY LTD',
    abnStatus: 'active',
    abnStatusFrom: '2020-03-02',
    companyStatus: 'registered',
    gstRegistered: true,
    gstRegisteredFrom: '2020-03-02',
    businessNames: [],
    state: 'QLD',
    postcode: '4000',
    officeholders: [director('Harper', 'Lane'), director('Noah', 'Lane'), secretary('Noah', 'Lane')],
  },
  // The cancelled ABN: a company deregistered when it stopped trading.
  {
    ...PRIVATE_COMPANY,
    abn: numberOf('32 956 789 049'),
    acn: numberOf('956 789 049'),
    name: 'OLD QUAY TRADING PTY LTD',
    abnStatus: 'cancelled',
    abnStatusFrom: '2021-06-30',
    companyStatus: 'deregistered',
    gstRegistered: false,
    gstRegisteredFrom: null,
    businessNames: [],
    state: 'TAS',
    postcode: '7000',
    officeholders: [],
  },
];

export const LOCAL_REGISTER_ENTRIES: readonly LocalRegisterEntry[] = [...LISTED_COMPANIES, ...FICTIONAL_ENTITIES];
