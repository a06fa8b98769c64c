import type { AbnRecord, AcnRecord, BusinessRegister } from './business-register.js';
import type { CompanyExtract, CompanyExtractProvider } from './company-extract-provider.js';
import { LOCAL_REGISTER_ENTRIES, type LocalRegisterEntry } from './local-register-data.js';

function index(entries: readonly LocalRegisterEntry[], key: 'abn' | 'acn'): Map<string, LocalRegisterEntry> {
  const byNumber = new Map<string, LocalRegisterEntry>();
  for (const entry of entries) {
    const number = entry[key];
    if (number === null) continue;
    if (byNumber.has(number)) throw new Error(`The local register holds ${key.toUpperCase()} ${number} twice`);
    byNumber.set(number, entry);
  }
  return byNumber;
}

/** A copy for the caller, who may change it without changing the register. */
const officeholdersOf = (entry: LocalRegisterEntry) => entry.officeholders.map((person) => ({ ...person }));

/**
 * The register of demo mode and tests: a fixed list in memory (by default the bundled
 * local-register-data.ts, real listed companies and fictional ones). It calls nothing outside the
 * process, so it never times out and the same number always gets the same answer. ACN answers
 * carry the list's officeholders, as an ABR answer composed with a company extract would.
 */
export class LocalRegister implements BusinessRegister {
  readonly name = 'local';
  private readonly byAbn: Map<string, LocalRegisterEntry>;
  private readonly byAcn: Map<string, LocalRegisterEntry>;

  constructor(entries: readonly LocalRegisterEntry[] = LOCAL_REGISTER_ENTRIES) {
    this.byAbn = index(entries, 'abn');
    this.byAcn = index(entries, 'acn');
  }

  async lookupAbn(abn: string): Promise<AbnRecord | null> {
    const entry = this.byAbn.get(abn);
    if (!entry?.abn) return null;
    return {
      abn: entry.abn,
      entityName: entry.name,
      entityTypeCode: entry.entityTypeCode,
      entityTypeName: entry.entityTypeName,
      status: entry.abnStatus,
      statusEffectiveFrom: entry.abnStatusFrom,
      acn: entry.acn,
      gstRegistered: entry.gstRegistered,
      gstRegisteredFrom: entry.gstRegisteredFrom,
      businessNames: [...entry.businessNames],
      state: entry.state,
      postcode: entry.postcode,
    };
  }

  async lookupAcn(acn: string): Promise<AcnRecord | null> {
    const entry = this.byAcn.get(acn);
    if (!entry?.acn) return null;
    return {
      acn: entry.acn,
      companyName: entry.name,
      companyType: entry.entityTypeName,
      companyStatus: entry.companyStatus,
      abn: entry.abn,
      abnStatus: entry.abn ? entry.abnStatus : null,
      officeholders: officeholdersOf(entry),
    };
  }
}

/**
 * Company extracts from the same list: for trying the ABR adapter's composition (ABR's name, the
 * extract's officeholders) without a paid provider, against a fake ABR in tests.
 */
export class LocalCompanyExtracts implements CompanyExtractProvider {
  readonly name = 'local';
  private readonly byAcn: Map<string, LocalRegisterEntry>;

  constructor(entries: readonly LocalRegisterEntry[] = LOCAL_REGISTER_ENTRIES) {
    this.byAcn = index(entries, 'acn');
  }

  async extract(acn: string): Promise<CompanyExtract | null> {
    const entry = this.byAcn.get(acn);
    if (!entry?.acn) return null;
    return {
      acn: entry.acn,
      companyName: entry.name,
      companyType: entry.entityTypeName,
      companyStatus: entry.companyStatus ?? 'registered',
      officeholders: officeholdersOf(entry),
    };
  }
}
