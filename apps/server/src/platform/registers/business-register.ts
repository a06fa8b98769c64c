import { isValidAbn, isValidAcn, Messages, normaliseAbn, normaliseAcn } from '@portal/contract';

/**
 * The business registers behind account setup (spec 2 §2, §7): an ABN looked up for an SMSF or a
 * trust, an ACN validated for a company or a corporate trustee. See README.md in this folder for
 * the adapters and the numbers to try in demo mode.
 *
 * Not here: keeping the answers. ABN answers are kept in the database and ACN answers per session
 * (spec 2 §7); the modules that call this interface do that.
 */

export const AbnStatus = { active: 'active', cancelled: 'cancelled' } as const;
export type AbnStatus = (typeof AbnStatus)[keyof typeof AbnStatus];

/** A company's standing on the ASIC register, as a company extract gives it. */
export const CompanyStatus = { registered: 'registered', deregistered: 'deregistered' } as const;
export type CompanyStatus = (typeof CompanyStatus)[keyof typeof CompanyStatus];

export const OfficeholderRole = { director: 'director', secretary: 'secretary' } as const;
export type OfficeholderRole = (typeof OfficeholderRole)[keyof typeof OfficeholderRole];

/** What the register holds for an ABN. Numbers are digits only; dates are ISO (YYYY-MM-DD). */
export interface AbnRecord {
  abn: string;
  /** The name on the register: a company's registered name, 'The Trustee for ...' for a trust or fund. */
  entityName: string;
  /** The ABR's entity type code: 'PUB', 'PRV', 'SMF', 'DTT', ... */
  entityTypeCode: string;
  /** 'Australian Public Company', 'ATO Regulated Self-Managed Superannuation Fund', ... */
  entityTypeName: string;
  status: AbnStatus;
  /** From when the status holds (registration, or cancellation); null when the register gives no date. */
  statusEffectiveFrom: string | null;
  /** When the ABN belongs to a company: its ACN, 9 digits. */
  acn: string | null;
  gstRegistered: boolean;
  /** Date of GST registration; null when not registered, or when the register gives no date. */
  gstRegisteredFrom: string | null;
  /** Business names registered to the ABN. */
  businessNames: string[];
  /** Main business location, when the register gives it: state code and postcode. */
  state: string | null;
  postcode: string | null;
}

/** A current officeholder of a company. Someone who is director and secretary appears once per role. */
export interface Officeholder {
  firstName: string;
  lastName: string;
  role: OfficeholderRole;
}

/** What the registers hold for an ACN: the corporate information of spec 2 §7 (fetch-corporate-info). */
export interface AcnRecord {
  acn: string;
  /** The company's registered name: what the form shows as its business_name. */
  companyName: string;
  /** 'Australian Private Company', ...; null when no register said. */
  companyType: string | null;
  /** From a company extract; null when only the ABR answered (it does not record it). */
  companyStatus: CompanyStatus | null;
  /** The company's ABN and its status, when it has one (many trustee companies do not). */
  abn: string | null;
  abnStatus: AbnStatus | null;
  /** Directors and secretaries, from a company extract; empty when none was available. */
  officeholders: Officeholder[];
}

/**
 * One register, or a composition of registers, answering by ABN and by ACN. `null` means the
 * register holds no such number: an ordinary answer the form shows on the field. Throw
 * `RegisterUnavailableError` only when the register could not answer; anything else thrown is a
 * bug. Adapters receive the number as digits only, its check digit already passed: callers get
 * their register from createBusinessRegister(), which wraps it in checkedRegister().
 */
export interface BusinessRegister {
  readonly name: string;
  lookupAbn(abn: string): Promise<AbnRecord | null>;
  lookupAcn(acn: string): Promise<AcnRecord | null>;
}

export type RegisterUnavailableReason =
  /** No answer within the adapter's time limit. */
  | 'timeout'
  /** Not reached, or it answered with an HTTP error. */
  | 'network'
  /** It answered something that is not what it documents. */
  | 'malformed'
  /** It refused the request itself (its key, the ABR's GUID, not accepted): a configuration fault. */
  | 'refused';

/**
 * The register could not answer, so nothing is known about the number. The form keeps its values
 * and shows `userMessage`; the message and `cause` are for the logs.
 */
export class RegisterUnavailableError extends Error {
  override readonly name = 'RegisterUnavailableError';
  readonly userMessage = Messages.businessRegisterUnavailable;

  constructor(
    readonly register: string,
    readonly reason: RegisterUnavailableReason,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`The business register (${register}) could not answer (${reason}): ${detail}`, options);
  }
}

/**
 * A number that fails its check digit was about to be looked up. The routes validate with the
 * contract's schemas first ('is not valid' on the field), so reaching this is a bug in the caller.
 */
export class InvalidBusinessNumberError extends Error {
  override readonly name = 'InvalidBusinessNumberError';

  constructor(readonly kind: 'abn' | 'acn') {
    super(`Not a valid ${kind.toUpperCase()}: it fails its check digit, so no register was asked`);
  }
}

/**
 * The one place numbers are checked before a register sees them: spaces removed, then the
 * contract's ABN and ACN checks. A number failing its check digit throws InvalidBusinessNumberError
 * and never reaches the adapter (nor the network, nor a paid extract).
 */
export function checkedRegister(register: BusinessRegister): BusinessRegister {
  return {
    name: register.name,
    lookupAbn(abn) {
      const digits = normaliseAbn(abn);
      if (!isValidAbn(digits)) return Promise.reject(new InvalidBusinessNumberError('abn'));
      return register.lookupAbn(digits);
    },
    lookupAcn(acn) {
      const digits = normaliseAcn(acn);
      if (!isValidAcn(digits)) return Promise.reject(new InvalidBusinessNumberError('acn'));
      return register.lookupAcn(digits);
    },
  };
}
