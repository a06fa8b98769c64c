import type { CompanyStatus, Officeholder } from './business-register.js';

/** A current company extract, reduced to what account setup uses. */
export interface CompanyExtract {
  acn: string;
  /** The registered name, as ASIC holds it. */
  companyName: string;
  /** 'Australian Private Company', ...; null when the provider does not say. */
  companyType: string | null;
  companyStatus: CompanyStatus;
  /** Current directors and secretaries only: ceased officeholders are left out. */
  officeholders: Officeholder[];
}

/**
 * Where a company's officeholders come from. The ABR answers a company's name and ABN but holds no
 * directors or secretaries; those are on ASIC's companies register, sold as company extracts
 * through information brokers (ASIC's registry information brokers, or services built on them).
 *
 * A real provider is one more class implementing this. It must:
 * - take the ACN as 9 digits, its check digit already passed (the register's wrapper checks it);
 * - answer the company's current extract: registered name, company type, status (registered or
 *   deregistered) and its current officeholders, each with first name, last name and one role
 *   per appointment (a director who is also secretary appears twice); map the broker's roles
 *   ('DIR', 'SEC', 'Director', ...) onto OfficeholderRole, and leave out roles it does not map;
 * - answer `null` when ASIC holds no company with that ACN;
 * - throw RegisterUnavailableError (from business-register.ts) when it could not answer: a timeout,
 *   a refused connection, an HTTP error, an answer it cannot read, or credentials refused. Anything
 *   else thrown is a bug.
 * Extracts are usually paid for per request, one more reason the ACN answers are kept per session.
 *
 * Shipped: NullCompanyExtractProvider below (no provider: officeholders stay empty) and the
 * bundled one in local-register.ts (LocalCompanyExtracts).
 */
export interface CompanyExtractProvider {
  readonly name: string;
  extract(acn: string): Promise<CompanyExtract | null>;
}

/** No company extract provider configured: no company is known, so ACN answers carry no officeholders. */
export class NullCompanyExtractProvider implements CompanyExtractProvider {
  readonly name = 'none';

  async extract(): Promise<CompanyExtract | null> {
    return null;
  }
}
