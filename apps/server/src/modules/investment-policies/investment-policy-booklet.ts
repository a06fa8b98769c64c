import PDFDocument from 'pdfkit';
import {
  formatScaledInteger,
  Messages,
  RestrictionType,
  toScaledInteger,
  type AssetAllocationCategory,
} from '@portal/contract';
import { cashMinimumHundredths } from './cash-minimum.js';

type Doc = PDFKit.PDFDocument;

const LEFT = 56;
const INK = '#1f2933';
const MUTED = '#5f6b76';

/** What the booklet is called when opened or saved. */
export const BOOKLET_FILE_NAME = 'investment-policy-booklet.pdf';

/** How each restriction type reads to the investor (spec 2 §3 Restriction types). */
export const RESTRICTION_TYPE_EXPLAINED: Record<RestrictionType, { name: string; meaning: string }> = {
  [RestrictionType.do_not_sell]: {
    name: 'Do not sell',
    meaning:
      'The portfolio manager keeps what you hold of it and does not sell it, for example to avoid realising a capital gain.',
  },
  [RestrictionType.do_not_buy]: {
    name: 'Do not buy',
    meaning:
      'The portfolio manager does not buy more of it; what you already hold may be kept or sold as the strategy requires.',
  },
  [RestrictionType.do_not_hold]: {
    name: 'Do not hold',
    meaning: 'The portfolio manager neither buys nor keeps it: anything you hold of it is sold.',
  },
};

/**
 * A fee as the booklet states it (spec 2 §9 "Fee display up to 4 decimals"): at least 2 decimals,
 * up to 4, without trailing zeros beyond the second ('0.8500' -> '0.85% a year', '0.9250' ->
 * '0.925% a year'); 'None' when the option charges none.
 */
export function feeText(fee: string | null): string {
  if (fee === null) return 'None';
  let text = formatScaledInteger(toScaledInteger(fee, 4), 4);
  while (text.endsWith('0') && text.length - text.indexOf('.') > 3) text = text.slice(0, -1);
  return `${text}% a year`;
}

/** A percent of the portfolio as the booklet states it: '2.00' -> '2.00%'. */
const percent = (text: string) => `${formatScaledInteger(toScaledInteger(text, 2), 2)}%`;

/**
 * The investment policy booklet, the IPS wizard's first step (spec 2 §4, §7 "GET booklet"): what
 * the statement is, every category and investment option offered with its minimum, fees and
 * tailored label, the cash minimum, the restriction types and gearing. One A4 document drawn with
 * pdfkit's built-in fonts (text extractable), from the reference data as it is now.
 */
export function renderInvestmentPolicyBooklet(categories: readonly AssetAllocationCategory[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: 'Investment policy booklet', Subject: 'Investment policy statement: options, fees and rules' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - LEFT * 2;
  const cashMinimum = Number(formatScaledInteger(cashMinimumHundredths(categories), 2));

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Investment policy booklet', { width });
  paragraph(
    doc,
    width,
    'Your investment policy statement sets how your private portfolio is invested: the share of the portfolio each investment option is to hold (your strategic asset allocation), any industries or securities the portfolio manager must avoid, and whether the portfolio may borrow. Read this booklet before you complete the statement; you sign the statement when you submit your application, and the portfolio manager reviews it before it takes effect.',
  );

  heading(doc, width, 'Strategic asset allocation');
  paragraph(
    doc,
    width,
    `Give each investment option a target percentage with at most 2 decimals. The targets of all options must add up to exactly 100%. ${Messages.cashMinimum(cashMinimum)}. An option may also have its own minimum, shown below.`,
  );
  for (const category of categories) {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(category.name, { width });
    for (const option of category.investment_options) {
      doc
        .moveDown(0.3)
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(option.name, LEFT + 12, undefined, {
          width: width - 12,
        });
      const lines = [
        `Minimum: ${percent(option.min_value)} of the portfolio`,
        `Portfolio management fee: ${feeText(option.portfolio_management_fee)}`,
        `Investment management fee: ${feeText(option.investment_management_fee)}`,
      ];
      if (option.tailored_label) lines.push(`Tailored to you as: ${option.tailored_label}`);
      if (option.is_custom_strategies_available)
        lines.push(
          'Custom strategies: you may name the securities this option holds for you, by target percentage (at the portfolio manager’s discretion) or by units; a strategy carries the option’s fees.',
        );
      for (const line of lines)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(MUTED)
          .text(line, LEFT + 24, undefined, { width: width - 24 });
    }
    doc.x = LEFT;
  }

  heading(doc, width, 'Restrictions');
  paragraph(
    doc,
    width,
    'You may restrict industries (chosen from the industry classification: a restriction set on a group applies to every sub-industry in it) and individual securities (by name, with the units, cost base and purchase date). Each restriction has one of three types:',
  );
  for (const type of Object.values(RestrictionType)) {
    const { name, meaning } = RESTRICTION_TYPE_EXPLAINED[type];
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(name, { width, continued: false });
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(meaning, { width }).moveDown(0.4);
  }

  heading(doc, width, 'Gearing');
  paragraph(
    doc,
    width,
    'Gearing means borrowing against the portfolio to invest more. If you choose gearing, give the least and the most loan balance (in dollars) the portfolio manager is to aim for; the minimum cannot be more than the maximum. Borrowing magnifies gains and losses alike, and interest on the loan is charged to the portfolio.',
  );

  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Fees are percentages of the value invested in each option, a year, and include GST where it applies. This booklet gives general information only and does not take your objectives, financial situation or needs into account.',
      { width },
    );

  doc.end();
  return done;
}

function heading(doc: Doc, width: number, text: string): void {
  doc.x = LEFT;
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor(INK).text(text, { width }).moveDown(0.3);
}

function paragraph(doc: Doc, width: number, text: string): void {
  doc.x = LEFT;
  doc.moveDown(0.4).font('Helvetica').fontSize(10.5).fillColor(INK).text(text, { width }).moveDown(0.4);
}
