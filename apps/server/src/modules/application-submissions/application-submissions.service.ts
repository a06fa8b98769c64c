import {
  ApplicationSubmissionMessages as M,
  IpsWizardStep,
  ProductKey,
  UnfilledAccountField,
  type ApplicationSubmission,
  type ApplicationSubmissionCreate,
  type ApplicationSubmissionState,
  type ConsentKey,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { ApplicationSubmissionRow } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import {
  describeAccount,
  findMemberAccount,
  hasLoanNoteApplication,
  recordApplicationSubmitted,
  type MemberAccountRow,
} from '../accounts/index.js';
import { findUserById } from '../auth/index.js';
import { findPersonalDetail } from '../identity/index.js';
import { findOngoingInvestmentPolicy, sendInvestmentPolicyForSignature } from '../investment-policies/index.js';
import { submitLoanNoteApplications } from '../loan-notes/index.js';
import { applicationSubmitted } from './application-submitted.js';
import { findSubmission, insertSubmission } from './application-submissions.repository.js';

/** The products a submission applies for, in this order. */
const SUBMITTED_PRODUCTS: readonly string[] = [ProductKey.icf, ProductKey.ipm];

/**
 * The application's submission from the registration summary (spec 2 §2, §5 "all six consent
 * checkboxes", §6; issue #20 item 5). Anyone on the account reads it; only the primary user
 * submits, once, when nothing is left to fill in and each product's application is complete.
 * Submitting records the consents ticked and their wording's version, submits the loan note
 * applications and sends the investment policy statement for signature, in one transaction.
 */
export class ApplicationSubmissionsService {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEvents,
  ) {}

  async state(userId: number, accountId: number): Promise<ApplicationSubmissionState> {
    const found = await this.member(userId, accountId);
    const row = await findSubmission(this.db, accountId);
    // Once submitted, that is the answer for everyone on the account.
    const refusal = found.role !== 'primary' && !row ? M.primaryOnly : await this.refusal(found, row);
    return { submission: row ? await this.toWire(row) : null, can_submit: refusal === null, refusal };
  }

  async submit(userId: number, accountId: number, input: ApplicationSubmissionCreate): Promise<ApplicationSubmission> {
    const found = await this.member(userId, accountId);
    if (found.role !== 'primary') throw accountChangeRefused(M.primaryOnly);
    const refusal = await this.refusal(found, await findSubmission(this.db, accountId));
    if (refusal) throw FieldValidationError.nonField(refusal);

    const products = SUBMITTED_PRODUCTS.filter((p) => found.account.products.includes(p));
    // Read before the transaction (PGlite is one connection: keep it short).
    const ips = products.includes(ProductKey.ipm) ? await findOngoingInvestmentPolicy(this.db, accountId) : null;
    const consents = Object.entries(input.consents)
      .filter(([, ticked]) => ticked === true)
      .map(([key]) => key as ConsentKey);
    const row = await this.db.transaction(async (tx) => {
      const now = new Date();
      const saved = await insertSubmission(tx, {
        accountId,
        submittedByUserId: userId,
        submittedAt: now,
        consents,
        consentsVersion: input.consents_version,
        products,
      });
      // A submit racing this one got there first.
      if (!saved) throw FieldValidationError.nonField(M.alreadySubmitted);
      if (products.includes(ProductKey.icf)) await submitLoanNoteApplications(tx, accountId, now);
      if (ips) await sendInvestmentPolicyForSignature(tx, ips.id, userId, now);
      await recordApplicationSubmitted(tx, accountId);
      await applicationSubmitted(this.events, tx, {
        accountId,
        submissionId: saved.id,
        investmentPolicyId: ips?.id ?? null,
        at: now,
      });
      return saved;
    });
    return this.toWire(row);
  }

  private async member(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    // Someone not on the account learns nothing of it.
    if (!found) throw notFound();
    return found;
  }

  /** Why the account's application cannot be submitted now (the first reason), or null. */
  private async refusal(found: MemberAccountRow, submitted: ApplicationSubmissionRow | undefined) {
    if (submitted) return M.alreadySubmitted;
    const { account } = found;
    const { unfilled } = await describeAccount(this.db, account);
    // The IPS is its own check below, with a clearer message than the missing part would give.
    if (unfilled.some((field) => field !== UnfilledAccountField.ongoing_ips)) return M.detailsMissing;
    const icf = account.products.includes(ProductKey.icf);
    const ipm = account.products.includes(ProductKey.ipm);
    if (!icf && !ipm) return M.nothingToSubmit;
    if (icf && !(await hasLoanNoteApplication(this.db, account.id))) return M.loanNoteMissing;
    if (ipm) {
      if (account.portfolioApplicationSavedAt === null) return M.portfolioApplicationMissing;
      const ips = await findOngoingInvestmentPolicy(this.db, account.id);
      if (!ips || ips.wizardStep !== IpsWizardStep.done) return M.ipsIncomplete;
    }
    return null;
  }

  private async toWire(row: ApplicationSubmissionRow): Promise<ApplicationSubmission> {
    return {
      id: row.id,
      account: row.accountId,
      submitted_by: { id: row.submittedByUserId, full_name: await this.fullName(row.submittedByUserId) },
      submitted_at: row.submittedAt.toISOString(),
      consents: row.consents,
      consents_version: row.consentsVersion,
      products: row.products,
    };
  }

  /** The person's name as their identity details give it, else as they registered. */
  private async fullName(userId: number): Promise<string> {
    const personal = await findPersonalDetail(this.db, userId);
    if (personal) return `${personal.firstName} ${personal.lastName}`.trim();
    const user = await findUserById(this.db, userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  }
}
