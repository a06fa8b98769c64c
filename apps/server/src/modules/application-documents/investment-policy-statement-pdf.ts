import { formatDate, formatMoney, formatScaledInteger, type GroupRestriction } from '@portal/contract';
import { drawAllocationPie } from './allocation-pie.js';
import type { CompletionRecord } from './completion-record.js';
import { drawCompletionCertificate } from './completion-certificate.js';
import type { DocumentBranding } from './document-branding.js';
import { drawSignatureBlock } from './signature-block.js';
import {
  contentWidth,
  detailRows,
  documentTitle,
  ensureSpace,
  INK,
  MARGIN,
  openCanvas,
  paragraph,
  sectionHeading,
  subHeading,
  table,
  yesNo,
  type Canvas,
} from './document-canvas.js';
import type { IpsDocumentData } from './ips-document-data.js';

/** The document's name as the envelope and the account's documents show it. */
export const INVESTMENT_POLICY_STATEMENT_TITLE = 'Investment policy statement';

/** Spec 2 §3 Restriction types, and the 'Mixed' of a group whose sub-industries differ (§4). */
const RESTRICTION_LABEL: Record<Exclude<GroupRestriction, null>, string> = {
  do_not_sell: 'Do not sell',
  do_not_buy: 'Do not buy',
  do_not_hold: 'Do not hold',
  mixed: 'Mixed',
};

/** 1250 -> '12.50%' */
export const hundredthsPercent = (hundredths: number) => `${formatScaledInteger(BigInt(hundredths), 2)}%`;

/**
 * The investment policy statement (issue #21 item 1; spec 2 §3): the strategic asset allocation
 * as a pie with its table, custom strategies, industry and security restrictions, and gearing
 * with the target loan balance range. With `completion`, a certificate of completion as the last
 * page. The same data gives the same file.
 */
export function renderInvestmentPolicyStatement(
  data: IpsDocumentData,
  branding: DocumentBranding,
  completion?: CompletionRecord,
): Promise<Buffer> {
  const canvas = openCanvas(
    branding,
    INVESTMENT_POLICY_STATEMENT_TITLE,
    `Investment policy statement of account ${data.account.name}`,
    data.statement.preparedAt,
  );
  documentTitle(canvas, INVESTMENT_POLICY_STATEMENT_TITLE, [
    `${data.account.name} (${data.account.typeLabel}) · account ${data.account.id}`,
    `Statement ${data.statement.id}, ${formatDate(data.statement.preparedAt, { timeZone: 'Australia/Sydney' })}${
      data.statement.requestedBy ? `, sent for signature by ${data.statement.requestedBy}` : ''
    }`,
  ]);
  drawAllocation(canvas, data);
  drawCustomStrategies(canvas, data);
  drawRestrictions(canvas, data);
  drawGearing(canvas, data);
  drawSignatureBlock(canvas, data.signatories);
  if (completion) drawCompletionCertificate(canvas, completion);
  return canvas.finish();
}

function drawAllocation(canvas: Canvas, { allocation }: IpsDocumentData): void {
  const { doc } = canvas;
  sectionHeading(canvas, 'Strategic asset allocation');
  if (allocation.length === 0) return paragraph(doc, 'No allocation saved.', { muted: true });
  const radius = 70;
  const legendRow = 14;
  ensureSpace(doc, Math.max(radius * 2, allocation.length * legendRow) + 20);
  const top = doc.y + 4;
  drawAllocationPie(
    doc,
    allocation.map((a) => ({ hundredths: a.targetHundredths, color: a.color })),
    MARGIN.left + radius,
    top + radius,
    radius,
  );
  // The legend beside the pie: each option's colour, name and target.
  const left = MARGIN.left + radius * 2 + 30;
  const width = contentWidth(doc) - (left - MARGIN.left);
  allocation.forEach((slice, i) => {
    const y = top + i * legendRow;
    doc.rect(left, y + 1, 8, 8).fill(slice.color);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(8.5)
      .text(slice.option, left + 14, y, { width: width - 74, lineBreak: false, ellipsis: true });
    doc.text(hundredthsPercent(slice.targetHundredths), left + width - 56, y, {
      width: 56,
      align: 'right',
      lineBreak: false,
    });
  });
  doc.x = MARGIN.left;
  doc.y = top + Math.max(radius * 2, allocation.length * legendRow) + 14;
  table(
    canvas,
    [
      { label: 'Category', width: 1.2 },
      { label: 'Investment option', width: 1.8 },
      { label: 'Target', align: 'right' },
    ],
    [
      ...allocation.map((a) => [a.category, a.option, hundredthsPercent(a.targetHundredths)]),
      ['Total', '', hundredthsPercent(allocation.reduce((sum, a) => sum + a.targetHundredths, 0))],
    ],
  );
}

function drawCustomStrategies(canvas: Canvas, { customStrategies }: IpsDocumentData): void {
  if (customStrategies.length === 0) return;
  const { doc } = canvas;
  sectionHeading(canvas, 'Custom strategies');
  for (const strategy of customStrategies) {
    subHeading(doc, `${strategy.name} (${strategy.option})`);
    detailRows(doc, [
      { label: 'Portfolio manager’s discretion', value: yesNo(strategy.managerDiscretion) },
      { label: 'Holding arrangement', value: strategy.holdingArrangement },
    ]);
    table(
      canvas,
      [
        { label: 'Security', width: 2 },
        strategy.managerDiscretion ? { label: 'Target', align: 'right' } : { label: 'Units', align: 'right' },
      ],
      strategy.securities.map((s) => [
        s.name,
        strategy.managerDiscretion ? `${s.targetPercentage ?? ''}%` : (s.units ?? ''),
      ]),
    );
  }
}

function drawRestrictions(canvas: Canvas, data: IpsDocumentData): void {
  const { doc } = canvas;
  sectionHeading(canvas, 'Restrictions');
  if (data.hasRestrictions !== true) {
    paragraph(doc, data.hasRestrictions === false ? 'No restrictions.' : 'Not answered.', { muted: true });
    return;
  }
  subHeading(doc, 'Industry restrictions');
  if (data.industryRestrictions.length === 0) paragraph(doc, 'None.', { muted: true });
  else
    table(
      canvas,
      [
        { label: 'Industry group', width: 1.4 },
        { label: 'Restriction', width: 0.7 },
        { label: 'Restricted sub-industries', width: 2 },
      ],
      data.industryRestrictions.map((r) => [
        r.group,
        RESTRICTION_LABEL[r.type],
        r.subIndustries.map((s) => `${s.name}: ${RESTRICTION_LABEL[s.type]}`).join('; '),
      ]),
    );
  subHeading(doc, 'Security restrictions');
  if (data.securityRestrictions.length === 0) paragraph(doc, 'None.', { muted: true });
  else
    table(
      canvas,
      [
        { label: 'Security', width: 1.6 },
        { label: 'Units', align: 'right', width: 0.8 },
        { label: 'Cost base', align: 'right' },
        { label: 'Purchase date' },
        { label: 'Restriction' },
      ],
      data.securityRestrictions.map((s) => [
        s.name,
        s.units === null ? 'All units' : s.units.toString(),
        formatMoney(s.costBaseCents),
        formatDate(s.date),
        RESTRICTION_LABEL[s.type],
      ]),
    );
}

function drawGearing(canvas: Canvas, { gearing }: IpsDocumentData): void {
  sectionHeading(canvas, 'Gearing');
  detailRows(canvas.doc, [
    { label: 'Gearing', value: yesNo(gearing.hasGearing) },
    ...(gearing.hasGearing
      ? [
          { label: 'Minimum target loan balance', value: formatMoney(gearing.minLoanBalanceCents ?? 0n) },
          { label: 'Maximum target loan balance', value: formatMoney(gearing.maxLoanBalanceCents ?? 0n) },
        ]
      : []),
  ]);
}
