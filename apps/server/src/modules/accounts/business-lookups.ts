import { ErrorCode, type AbnLookupResult, type CorporateInfo } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  RegisterUnavailableError,
  type AbnRecord,
  type AcnRecord,
  type BusinessRegister,
} from '../../platform/registers/business-register.js';
import { HttpError } from '../../plugins/app/http-errors.js';
import { findAbnAnswer, findAcnAnswer, saveAbnAnswer, saveAcnAnswer } from './accounts.repository.js';

/** An ABN answer is asked again after this long: names change, ABNs are cancelled. */
export const ABN_ANSWER_FRESH_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's ACN answers last at most this long (a sitting, not a week); older rows are cleared. */
export const ACN_ANSWER_FRESH_MS = 24 * 60 * 60 * 1000;

/** A register's answer and whether it came from the register just now (and so is worth keeping). */
export interface Answer<T> {
  record: T | null;
  /** Asked of the register by this call: keep it with `keep*` once the request succeeds. */
  fresh: boolean;
  fetchedAt: Date;
}

/**
 * The business registers as account setup asks them (spec 2 §7): ABN answers kept in the database
 * for everyone (30 days), ACN answers per session. Looking up never writes: a caller keeps a fresh
 * answer only once its own request succeeds, so a refused request changes nothing stored. Nothing
 * here runs inside a transaction: the register is an outside call.
 */
export class BusinessLookups {
  constructor(
    private readonly db: Database,
    private readonly register: BusinessRegister,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `abn`: digits, its check digit passed (the contract's schema). */
  async abn(abn: string): Promise<Answer<AbnRecord>> {
    const now = this.now();
    const kept = await findAbnAnswer(this.db, abn);
    if (kept && now.getTime() - kept.fetchedAt.getTime() < ABN_ANSWER_FRESH_MS) {
      return { record: kept.record, fresh: false, fetchedAt: kept.fetchedAt };
    }
    const record = await this.ask(() => this.register.lookupAbn(abn));
    return { record, fresh: record !== null, fetchedAt: now };
  }

  /** `acn`: digits, its check digit passed. The session's own answer when it has one. */
  async acn(sessionId: number, acn: string): Promise<Answer<AcnRecord>> {
    const now = this.now();
    const kept = await findAcnAnswer(this.db, sessionId, acn, new Date(now.getTime() - ACN_ANSWER_FRESH_MS));
    if (kept) return { record: kept, fresh: false, fetchedAt: now };
    const record = await this.ask(() => this.register.lookupAcn(acn));
    return { record, fresh: record !== null, fetchedAt: now };
  }

  /** Keeps a fresh ABN answer (within the caller's transaction, if any). */
  async keepAbn(db: Database, answer: Answer<AbnRecord>): Promise<void> {
    if (answer.fresh && answer.record) await saveAbnAnswer(db, answer.record, answer.fetchedAt);
  }

  /** Keeps a fresh ACN answer for the session. */
  async keepAcn(db: Database, sessionId: number, answer: Answer<AcnRecord>): Promise<void> {
    if (!answer.fresh || !answer.record) return;
    const expired = new Date(answer.fetchedAt.getTime() - ACN_ANSWER_FRESH_MS);
    await saveAcnAnswer(db, sessionId, answer.record, answer.fetchedAt, expired);
  }

  /** A register that could not answer is a 503 with the contract's words; the form keeps its values. */
  private async ask<T>(lookup: () => Promise<T>): Promise<T> {
    try {
      return await lookup();
    } catch (error) {
      if (!(error instanceof RegisterUnavailableError)) throw error;
      this.log.warn({ err: error, register: error.register, reason: error.reason }, 'business register unavailable');
      throw new HttpError(ErrorCode.serviceUnavailable, error.userMessage);
    }
  }
}

/** An ABN answer as the lookup shows it (spec 2 §7 abn-lookup: organization_name). */
export function toAbnLookupResult(record: AbnRecord): AbnLookupResult {
  return {
    abn: record.abn,
    organization_name: record.entityName,
    entity_type: record.entityTypeName,
    status: record.status,
    acn: record.acn,
  };
}

/** An ACN answer as the form shows it and the account keeps it (acn_lookup_data). */
export function toCorporateInfo(record: AcnRecord): CorporateInfo {
  return {
    acn: record.acn,
    business_name: record.companyName,
    company_type: record.companyType,
    abn: record.abn,
    officeholders: record.officeholders.map((o) => ({ first_name: o.firstName, last_name: o.lastName, role: o.role })),
  };
}
