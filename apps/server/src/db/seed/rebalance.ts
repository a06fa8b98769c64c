import { rebalanceReportPublishSchema } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, rebalanceReports, rebalanceReportViews } from '../schema/index.js';

const IND = 'DEMO-IND-001';
const SMSF = 'DEMO-SMSF-001';

type Figures = [saa: number, oldTaa: number, newTaa: number];
const option = (name: string, [saa, oldTaa, newTaa]: Figures) => ({ name, saa, old_taa: oldTaa, new_taa: newTaa });
const cash = ([saa, oldTaa, newTaa]: Figures) => ({ saa, old_taa: oldTaa, new_taa: newTaa });
const target = (investmentOption: string, code: string, name: string, oldTarget: number, newTarget: number) => ({
  investment_option: investmentOption,
  code,
  name,
  old_target: oldTarget,
  new_target: newTarget,
});

/**
 * The demo investor's rebalance history: both types on both accounts, one cancelled, and the
 * newest one not yet opened (it matches the "Quarterly rebalance completed" notification).
 * Written in the publish format, so differences and totals are worked out the same way.
 */
const REPORTS = [
  {
    external_id: 'DEMO-RB-2026-04-IND',
    account_code: IND,
    rebalance_type: 'taa',
    status: 'complete',
    date: '2026-04-02',
    message:
      'Australian shares have lagged after a strong run, so we are adding to growth equities.\nThe change is funded from cash, which stays within its range.',
    data: {
      records: [
        {
          asset_class: 'Australian Equities',
          investment_options: [
            option('Australian Equities Growth', [0.35, 0.34, 0.37]),
            option('Income Focus', [0.15, 0.16, 0.15]),
          ],
        },
        { asset_class: 'International Equities', investment_options: [option('Balanced', [0.1, 0.1, 0.09])] },
        {
          asset_class: 'Fixed Income',
          investment_options: [option('Income Focus', [0.1, 0.11, 0.1]), option('Balanced', [0.1, 0.1, 0.1])],
        },
        { asset_class: 'Property', investment_options: [option('Balanced', [0.05, 0.05, 0.06])] },
      ],
      cash: cash([0.15, 0.14, 0.13]),
    },
  },
  {
    external_id: 'DEMO-RB-2026-05-SMSF',
    account_code: SMSF,
    rebalance_type: 'model_portfolio',
    status: 'complete',
    date: '2026-05-20',
    message:
      'We are trimming resources after the recent rally and adding to consumer staples.\nTelstra is reduced in favour of Woolworths.',
    data: [
      target('Income Focus', 'BHP', 'BHP Group Limited', 0.16, 0.15),
      target('Income Focus', 'CBA', 'Commonwealth Bank of Australia', 0.15, 0.16),
      target('Income Focus', 'TLS', 'Telstra Group Limited', 0.12, 0.1),
      target('Income Focus', 'WOW', 'Woolworths Group Limited', 0.1, 0.12),
      target('Income Focus', 'NAB', 'National Australia Bank Limited', 0.12, 0.12),
      target('Income Focus', 'IAF', 'iShares Core Composite Bond ETF', 0.2, 0.2),
    ],
  },
  {
    external_id: 'DEMO-RB-2026-07-IND',
    account_code: IND,
    rebalance_type: 'model_portfolio',
    status: 'cancelled',
    date: '2026-07-08',
    message:
      'We proposed rotating from banks into global shares.\nMarkets moved before the trades were placed, so this rebalance has been cancelled.',
    data: [
      target('Income Focus', 'CBA', 'Commonwealth Bank of Australia', 0.18, 0.16),
      target('Income Focus', 'NAB', 'National Australia Bank Limited', 0.14, 0.15),
      target('Income Focus', 'ANZ', 'ANZ Group Holdings Limited', 0.12, 0.13),
      target('Balanced', 'VGS', 'Vanguard MSCI Index International Shares ETF', 0.22, 0.24),
      target('Balanced', 'IVV', 'iShares S&P 500 ETF', 0.18, 0.16),
    ],
  },
  {
    external_id: 'DEMO-RB-2026-08-SMSF',
    account_code: SMSF,
    rebalance_type: 'taa',
    status: 'complete',
    date: '2026-08-26',
    message:
      'Bond yields have risen, so we are moving back to the strategic weight in fixed income.\nAustralian equities are tilted towards the balanced option.',
    data: {
      records: [
        {
          asset_class: 'Australian Equities',
          investment_options: [option('Balanced', [0.1, 0.1, 0.12]), option('Income Focus', [0.2, 0.21, 0.2])],
        },
        {
          asset_class: 'International Equities',
          investment_options: [option('Balanced', [0.15, 0.16, 0.14]), option('International Growth', [0.2, 0.2, 0.2])],
        },
        {
          asset_class: 'Fixed Income',
          investment_options: [option('Balanced', [0.15, 0.14, 0.15]), option('Income Focus', [0.1, 0.1, 0.1])],
        },
        { asset_class: 'Property', investment_options: [option('Balanced', [0.05, 0.05, 0.05])] },
      ],
      cash: cash([0.05, 0.04, 0.04]),
    },
  },
  {
    external_id: 'DEMO-RB-2026-09-SMSF',
    account_code: SMSF,
    rebalance_type: 'model_portfolio',
    status: 'in_progress',
    date: '2026-09-15',
    message: 'We are adding to developed-market shares outside the United States.\nTrades are being placed this week.',
    data: [
      target('International Growth', 'VGS', 'Vanguard MSCI Index International Shares ETF', 0.45, 0.5),
      target('International Growth', 'IVV', 'iShares S&P 500 ETF', 0.45, 0.4),
    ],
  },
  {
    external_id: 'DEMO-RB-2026-10-IND',
    account_code: IND,
    rebalance_type: 'taa',
    status: 'complete',
    date: '2026-10-03',
    message:
      'After a strong quarter for Australian shares we are taking some profits in growth equities.\nThe proceeds go to income equities and fixed income.\nCash stays at its strategic weight.',
    data: {
      records: [
        {
          asset_class: 'Australian Equities',
          investment_options: [
            option('Australian Equities Growth', [0.35, 0.37, 0.33]),
            option('Income Focus', [0.15, 0.15, 0.16]),
          ],
        },
        { asset_class: 'International Equities', investment_options: [option('Balanced', [0.1, 0.09, 0.1])] },
        {
          asset_class: 'Fixed Income',
          investment_options: [option('Income Focus', [0.1, 0.1, 0.11]), option('Balanced', [0.1, 0.09, 0.1])],
        },
        { asset_class: 'Property', investment_options: [option('Balanced', [0.05, 0.06, 0.05])] },
      ],
      cash: cash([0.15, 0.14, 0.15]),
    },
  },
];

/** The newest report is left unopened so the dashboard badge and the history's dot have something to show. */
const UNOPENED = 'DEMO-RB-2026-10-IND';

export async function seedRebalanceReports(db: Database, investorId: number): Promise<void> {
  const [existing] = await db
    .select({ id: rebalanceReports.id })
    .from(rebalanceReports)
    .where(
      inArray(
        rebalanceReports.externalId,
        REPORTS.map((r) => r.external_id),
      ),
    )
    .limit(1);
  if (existing) return;
  const accountIds = new Map(
    (
      await db
        .select({ id: accounts.id, code: accounts.externalCode })
        .from(accounts)
        .where(inArray(accounts.externalCode, [IND, SMSF]))
    ).map((a) => [a.code, a.id]),
  );
  const rows = await db
    .insert(rebalanceReports)
    .values(
      REPORTS.map((input) => {
        const report = rebalanceReportPublishSchema.parse(input);
        const at = new Date(`${report.date}T09:00:00+10:00`);
        return {
          externalId: report.external_id,
          accountId: accountIds.get(report.account_code)!,
          rebalanceType: report.rebalance_type,
          status: report.status,
          rebalanceDate: report.date,
          message: report.message,
          data: report.data,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({
      id: rebalanceReports.id,
      externalId: rebalanceReports.externalId,
      createdAt: rebalanceReports.createdAt,
    });
  await db
    .insert(rebalanceReportViews)
    .values(
      rows
        .filter((r) => r.externalId !== UNOPENED)
        .map((r) => ({ reportId: r.id, userId: investorId, seenAt: r.createdAt })),
    );
}
