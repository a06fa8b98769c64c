import { z } from 'zod';
import {
  AbnStatus,
  RegisterUnavailableError,
  type AbnRecord,
  type AcnRecord,
  type BusinessRegister,
} from './business-register.js';
import { NullCompanyExtractProvider, type CompanyExtractProvider } from './company-extract-provider.js';

export const ABR_JSON_BASE_URL = 'https://abr.business.gov.au/json/';
export const DEFAULT_ABR_TIMEOUT_MS = 5000;

export interface AbrRegisterOptions {
  /** The GUID the ABR issues to a registered user of its web services. */
  guid: string;
  /** Where the JSON services live; a test's fake ABR, or a mirror. */
  baseUrl?: string | undefined;
  /** How long one request may take, the answer's body included. */
  timeoutMs?: number | undefined;
  /** Where ACN answers get their officeholders; none by default. */
  companyExtracts?: CompanyExtractProvider | undefined;
}

/**
 * The answer of AbnDetails.aspx and AcnDetails.aspx, both the same shape. Only `Abn` is required:
 * an empty one is the ABR's "nothing found" (with the reason in Message). Fields it may leave out
 * or send as null are read leniently; a found record is checked further in toAbnRecord().
 */
const text = z.string().nullish();
const abrAnswerSchema = z.object({
  Abn: z.string(),
  AbnStatus: text,
  AbnStatusEffectiveFrom: text,
  Acn: text,
  AddressPostcode: text,
  AddressState: text,
  BusinessName: z.array(z.union([z.string(), z.object({ OrganisationName: z.string() })])).nullish(),
  EntityName: text,
  EntityTypeCode: text,
  EntityTypeName: text,
  /** The date GST registration took effect; empty or null when not registered. */
  Gst: text,
  Message: text,
});
type AbrAnswer = z.infer<typeof abrAnswerSchema>;

/** `callback({...})`, the ABR's JSONP: the name of the callback, then the JSON in brackets. */
const JSONP = /^\s*[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/;

class MalformedAnswer extends Error {}

/** Reads an answer of the ABR JSON services; throws MalformedAnswer for anything else. */
function parseAnswer(body: string): AbrAnswer {
  const wrapped = JSONP.exec(body);
  if (!wrapped) throw new MalformedAnswer('the answer is not JSONP');
  let json: unknown;
  try {
    json = JSON.parse(wrapped[1] ?? '');
  } catch (error) {
    throw new MalformedAnswer('the answer is not JSON inside its callback', { cause: error });
  }
  const parsed = abrAnswerSchema.safeParse(json);
  if (!parsed.success) throw new MalformedAnswer(`unexpected fields: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const isoDate = (value: string | null | undefined): string | null => {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(value?.trim() ?? '');
  return date ? date[0] : null;
};
const digits = (value: string | null | undefined): string | null => present(value?.replace(/\s+/g, ''));

function toAbnRecord(answer: AbrAnswer): AbnRecord {
  const status = answer.AbnStatus?.trim().toLowerCase();
  const entityName = present(answer.EntityName);
  if (status !== AbnStatus.active && status !== AbnStatus.cancelled)
    throw new MalformedAnswer(`unknown ABN status ${JSON.stringify(answer.AbnStatus)}`);
  if (!entityName) throw new MalformedAnswer('a found ABN without an entity name');
  const gstFrom = present(answer.Gst);
  return {
    abn: answer.Abn.replace(/\s+/g, ''),
    entityName,
    entityTypeCode: present(answer.EntityTypeCode) ?? '',
    entityTypeName: present(answer.EntityTypeName) ?? '',
    status,
    statusEffectiveFrom: isoDate(answer.AbnStatusEffectiveFrom),
    acn: digits(answer.Acn),
    gstRegistered: gstFrom !== null,
    gstRegisteredFrom: isoDate(gstFrom),
    businessNames: (answer.BusinessName ?? [])
      .map((name) => (typeof name === 'string' ? name : name.OrganisationName).trim())
      .filter(Boolean),
    state: present(answer.AddressState),
    postcode: present(answer.AddressPostcode),
  };
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The Australian Business Register's JSON web services (ABN Lookup): AbnDetails.aspx?abn= and
 * AcnDetails.aspx?acn=, each with the GUID, answering JSONP. Uses node's fetch with one time limit
 * per request.
 *
 * The ABR answers a company's name, type and ABN but holds no officeholders: an ACN answer takes
 * those from the CompanyExtractProvider, asked at the same time. The ABR only knows companies that
 * have an ABN; a company without one is found only when the extract provider knows it.
 */
export class AbrRegister implements BusinessRegister {
  readonly name = 'abr';
  private readonly guid: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly companyExtracts: CompanyExtractProvider;

  constructor(options: AbrRegisterOptions) {
    this.guid = options.guid;
    // A base without its last slash would lose '/json' when the page name is resolved against it.
    this.baseUrl = (options.baseUrl ?? ABR_JSON_BASE_URL).replace(/\/*$/, '/');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_ABR_TIMEOUT_MS;
    this.companyExtracts = options.companyExtracts ?? new NullCompanyExtractProvider();
  }

  async lookupAbn(abn: string): Promise<AbnRecord | null> {
    const answer = await this.ask('AbnDetails.aspx', 'abn', abn);
    return answer && this.read(answer, toAbnRecord);
  }

  async lookupAcn(acn: string): Promise<AcnRecord | null> {
    const [answer, extract] = await Promise.all([
      this.ask('AcnDetails.aspx', 'acn', acn),
      this.companyExtracts.extract(acn),
    ]);
    const abr = answer && this.read(answer, toAbnRecord);
    if (!abr && !extract) return null;
    return {
      acn,
      companyName: abr?.entityName ?? extract?.companyName ?? '',
      companyType: present(abr?.entityTypeName) ?? extract?.companyType ?? null,
      companyStatus: extract?.companyStatus ?? null,
      abn: abr?.abn ?? null,
      abnStatus: abr?.status ?? null,
      officeholders: extract?.officeholders ?? [],
    };
  }

  private read<T>(answer: AbrAnswer, as: (answer: AbrAnswer) => T): T {
    try {
      return as(answer);
    } catch (error) {
      if (error instanceof MalformedAnswer) throw new RegisterUnavailableError(this.name, 'malformed', error.message);
      throw error;
    }
  }

  /** One request; null when the ABR found nothing. */
  private async ask(page: string, param: 'abn' | 'acn', value: string): Promise<AbrAnswer | null> {
    const url = new URL(page, this.baseUrl);
    url.searchParams.set(param, value);
    url.searchParams.set('guid', this.guid);
    url.searchParams.set('callback', 'callback');

    // The URL carries the GUID: messages name the page only.
    let body: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        throw new RegisterUnavailableError(this.name, 'network', `${page} answered HTTP ${response.status}`);
      }
      body = await response.text();
    } catch (error) {
      if (error instanceof RegisterUnavailableError) throw error;
      if (isTimeout(error))
        throw new RegisterUnavailableError(this.name, 'timeout', `${page} did not answer within ${this.timeoutMs} ms`, {
          cause: error,
        });
      throw new RegisterUnavailableError(this.name, 'network', `${page} could not be reached`, { cause: error });
    }

    let answer: AbrAnswer;
    try {
      answer = parseAnswer(body);
    } catch (error) {
      if (error instanceof MalformedAnswer)
        throw new RegisterUnavailableError(this.name, 'malformed', `${page}: ${error.message}`, { cause: error });
      throw error;
    }
    if (answer.Abn.trim() !== '') return answer;
    // Nothing found: Message says why. A GUID the ABR does not accept is our fault, not the number's.
    const message = answer.Message?.trim() ?? '';
    if (/guid/i.test(message)) throw new RegisterUnavailableError(this.name, 'refused', `${page}: ${message}`);
    return null;
  }
}
