import {
  amountToCents,
  centsToDecimalString,
  FundingType,
  InvestmentPeriod,
  Messages,
  portfolioApplicationFormMessages,
  ProductKey,
  type PortfolioApplication,
  type PortfolioApplicationDetails,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { portfolioApplications, type PortfolioApplicationRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound, accountChangeRefused } from '../../plugins/app/http-errors.js';
import { findMemberAccount, recordPortfolioApplicationSaved } from '../accounts/index.js';
import type { ProductReferenceService } from '../product-reference/index.js';
import type { portfolioApplicationUpdateSchema } from '@portal/contract';

export type PortfolioApplicationValues = z.output<typeof portfolioApplicationUpdateSchema>;

function toWire(row: PortfolioApplicationRow): PortfolioApplication {
  const fundingTypes: FundingType[] = [];
  if (row.isFundsTransfer) fundingTypes.push(FundingType.funds_transfer);
  if (row.isAssetTransfer) fundingTypes.push(FundingType.asset_transfer);
  return {
    id: row.id,
    account: row.accountId,
    funding_types: fundingTypes,
    is_funds_transfer: row.isFundsTransfer,
    funds_transfer_amount:
      row.fundsTransferAmountCents === null ? null : centsToDecimalString(row.fundsTransferAmountCents),
    is_asset_transfer: row.isAssetTransfer,
    asset_transfer_amount:
      row.assetTransferAmountCents === null ? null : centsToDecimalString(row.assetTransferAmountCents),
    source_of_funds: row.sourceOfFunds,
    source_of_funds_other: row.sourceOfFundsOther,
    is_require_14_days_investing: row.isRequire14DaysInvesting,
    investment_period: row.investmentPeriod,
    investment_period_months: row.investmentPeriodMonths,
    accounting_method: row.accountingMethod,
    receive_franking_credits: row.receiveFrankingCredits,
    is_exempt_income_tax: row.isExemptIncomeTax,
  };
}

/**
 * The private portfolio application of an account (spec 2 §3, §5, §7; issue #20): read by anyone
 * on the account, written by its primary user only (spec 2 §6). Its first save fills the
 * account's `portfolio_application` part, told to the accounts module through its door.
 */
export class PortfolioApplicationsService {
  constructor(
    private readonly db: Database,
    private readonly reference: Pick<ProductReferenceService, 'sourcesOfFunds' | 'accountingMethods'>,
  ) {}

  private async member(userId: number, accountId: number) {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  private async primary(userId: number, accountId: number) {
    const found = await this.member(userId, accountId);
    if (found.role !== 'primary') throw accountChangeRefused(portfolioApplicationFormMessages.primaryOnly);
    if (!found.account.products.includes(ProductKey.ipm))
      throw FieldValidationError.nonField(portfolioApplicationFormMessages.notIpmAccount);
    return found;
  }

  private async byId(userId: number, id: number): Promise<PortfolioApplicationRow> {
    const [row] = await this.db.select().from(portfolioApplications).where(eq(portfolioApplications.id, id)).limit(1);
    if (!row) throw notFound();
    // Someone not on the account learns nothing of it.
    await this.member(userId, row.accountId);
    return row;
  }

  async details(userId: number, accountId: number): Promise<PortfolioApplicationDetails> {
    await this.member(userId, accountId);
    const [row] = await this.db
      .select()
      .from(portfolioApplications)
      .where(eq(portfolioApplications.accountId, accountId))
      .limit(1);
    return { portfolio_application: row ? toWire(row) : null };
  }

  async get(userId: number, id: number): Promise<PortfolioApplication> {
    return toWire(await this.byId(userId, id));
  }

  async create(userId: number, accountId: number, input: PortfolioApplicationValues): Promise<PortfolioApplication> {
    await this.primary(userId, accountId);
    const values = await this.checked(input);
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: portfolioApplications.id })
        .from(portfolioApplications)
        .where(eq(portfolioApplications.accountId, accountId))
        .limit(1);
      if (existing) throw FieldValidationError.field('account', portfolioApplicationFormMessages.alreadyApplied);
      const now = new Date();
      const [row] = await tx
        .insert(portfolioApplications)
        .values({ accountId, ...values, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw FieldValidationError.field('account', portfolioApplicationFormMessages.alreadyApplied);
      await recordPortfolioApplicationSaved(tx, accountId, now);
      return toWire(row);
    });
  }

  async update(userId: number, id: number, input: PortfolioApplicationValues): Promise<PortfolioApplication> {
    const current = await this.byId(userId, id);
    await this.primary(userId, current.accountId);
    const values = await this.checked(input);
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(portfolioApplications)
        .set({ ...values, updatedAt: now })
        .where(eq(portfolioApplications.id, id))
        .returning();
      await recordPortfolioApplicationSaved(tx, current.accountId, now);
      return toWire(row!);
    });
  }

  /** The reference-data rules the contract cannot check, then the row's values (cleared where unused). */
  private async checked(input: PortfolioApplicationValues) {
    const [sources, methods] = await Promise.all([this.reference.sourcesOfFunds(), this.reference.accountingMethods()]);
    const problems: Record<string, string[]> = {};
    const chosen = [...new Set(input.source_of_funds)];
    const known = new Map(sources.results.map((s) => [s.id, s]));
    if (chosen.some((id) => !known.has(id)))
      problems.source_of_funds = [portfolioApplicationFormMessages.sourceOfFundsUnknown];
    const otherChosen = chosen.some((id) => known.get(id)?.is_other === true);
    if (otherChosen && input.source_of_funds_other.trim() === '')
      problems.source_of_funds_other = [Messages.fieldRequired];
    if (!methods.results.some((m) => m.key === input.accounting_method))
      problems.accounting_method = [portfolioApplicationFormMessages.accountingMethodUnknown];
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    const in14Days = input.is_require_14_days_investing;
    const period = in14Days ? null : input.investment_period;
    return {
      isFundsTransfer: input.is_funds_transfer,
      fundsTransferAmountCents: input.is_funds_transfer ? amountToCents(input.funds_transfer_amount!) : null,
      isAssetTransfer: input.is_asset_transfer,
      assetTransferAmountCents: input.is_asset_transfer ? amountToCents(input.asset_transfer_amount!) : null,
      sourceOfFunds: chosen,
      sourceOfFundsOther: otherChosen ? input.source_of_funds_other.trim() : '',
      isRequire14DaysInvesting: in14Days,
      investmentPeriod: period,
      investmentPeriodMonths: period === InvestmentPeriod.other ? input.investment_period_months : null,
      accountingMethod: input.accounting_method,
      receiveFrankingCredits: input.receive_franking_credits,
      isExemptIncomeTax: input.is_exempt_income_tax,
    };
  }
}
