import PDFDocument from 'pdfkit';
import { drawPageFooters, PDF_MUTED, PDF_RULE } from '../../platform/pdf/page-footers.js';
import type { Block, Column, ReportSection } from './report-content.js';

/** The brand a report carries: the tenant's name and colours. */
export interface ReportBrand {
  name: string;
  primary: string;
  primaryText: string;
  secondary: string;
  text: string;
}

export interface ReportDocument {
  brand: ReportBrand;
  title: string;
  /** Cover lines, label and value: investor, accounts, options, period, report types, generated. */
  details: Array<{ label: string; value: string }>;
  sections: ReportSection[];
  disclaimer: readonly string[];
}

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 72, bottom: 56, left: 50, right: 50 };
const MUTED = PDF_MUTED;
const RULE = PDF_RULE;
const STRIPE = '#f3f5f7';

/**
 * Draws a report as an A4 PDF with pdfkit's built-in Helvetica (no font files, text extractable):
 * a cover in the brand's colours, a header band and "Page N of M" footer on every page, each
 * section's parts with figures, tables and vector charts, and the disclaimer last.
 */
export async function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    info: { Title: report.title, Author: report.brand.name, Creator: report.brand.name, Subject: 'Portfolio report' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  drawCover(doc, report);
  doc.on('pageAdded', () => drawHeader(doc, report));
  for (const section of report.sections) drawSection(doc, report.brand, section);
  drawDisclaimer(doc, report);
  drawPageFooters(doc, {
    text: `${report.brand.name} · Confidential`,
    marginLeft: MARGIN.left,
    marginRight: MARGIN.right,
    fromBottom: 36,
  });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function drawCover(doc: Doc, report: ReportDocument): void {
  const { brand } = report;
  const width = doc.page.width;
  doc.rect(0, 0, width, 300).fill(brand.primary);
  // The brand's mark: its initial on its accent colour.
  doc.roundedRect(MARGIN.left, 60, 56, 56, 10).fill(brand.secondary);
  doc
    .fillColor(brand.primary)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(brand.name.trim().charAt(0).toUpperCase(), MARGIN.left, 73, { width: 56, align: 'center' });
  doc
    .fillColor(brand.primaryText)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(brand.name, MARGIN.left + 72, 78);
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(report.title, MARGIN.left, 170, { width: width - 100 });
  doc.font('Helvetica').fontSize(12).text('Portfolio report', MARGIN.left, 250);

  let y = 340;
  for (const { label, value } of report.details) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(label, MARGIN.left, y, { width: 130 });
    doc
      .fillColor(brand.text)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(value, MARGIN.left + 140, y, { width: width - 240 });
    y = Math.max(doc.y, y + 14) + 8;
  }
}

function drawHeader(doc: Doc, report: ReportDocument): void {
  const { brand } = report;
  doc.save();
  doc.rect(0, 0, doc.page.width, 40).fill(brand.primary);
  doc
    .fillColor(brand.primaryText)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(brand.name, MARGIN.left, 15, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(report.title, MARGIN.left + 150, 16, {
      width: doc.page.width - MARGIN.left - MARGIN.right - 150,
      align: 'right',
      lineBreak: false,
    });
  doc.restore();
  doc.x = MARGIN.left;
  doc.y = MARGIN.top;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN.bottom;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

function drawSection(doc: Doc, brand: ReportBrand, section: ReportSection): void {
  doc.addPage();
  doc.fillColor(brand.primary).font('Helvetica-Bold').fontSize(18).text(section.title, MARGIN.left, doc.y);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text(section.subtitle, { width: contentWidth(doc) });
  doc.moveDown(0.8);
  for (const part of section.parts) {
    ensureSpace(doc, 120);
    doc.rect(MARGIN.left, doc.y, 4, 16).fill(brand.secondary);
    doc
      .fillColor(brand.text)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(part.type.name, MARGIN.left + 12, doc.y + 1);
    doc.moveDown(0.5);
    for (const block of part.blocks) drawBlock(doc, brand, block);
    doc.moveDown(0.8);
  }
}

function drawBlock(doc: Doc, brand: ReportBrand, block: Block): void {
  switch (block.kind) {
    case 'figures':
      return drawFigures(doc, brand, block.items);
    case 'table':
      return drawTable(doc, brand, block.title, block.columns, block.rows, block.total);
    case 'bars':
      return drawBars(doc, block.title, block.labels, block.series, block.unit);
    case 'line':
      return drawLine(doc, brand, block.title, block.labels, block.values);
    case 'note':
      ensureSpace(doc, 30);
      doc
        .fillColor(MUTED)
        .font('Helvetica-Oblique')
        .fontSize(9)
        .text(block.text, MARGIN.left, doc.y, { width: contentWidth(doc) });
      doc.moveDown(0.6);
  }
}

function drawFigures(doc: Doc, brand: ReportBrand, items: Array<{ label: string; value: string }>): void {
  const columnWidth = contentWidth(doc) / 2;
  for (let i = 0; i < items.length; i += 2) {
    ensureSpace(doc, 34);
    const y = doc.y;
    for (const [j, item] of items.slice(i, i + 2).entries()) {
      const x = MARGIN.left + j * columnWidth;
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(8.5)
        .text(item.label, x, y, { width: columnWidth - 10, lineBreak: false });
      doc
        .fillColor(brand.text)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(item.value, x, y + 11, { width: columnWidth - 10, lineBreak: false });
    }
    doc.y = y + 32;
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.3);
}

function drawTable(
  doc: Doc,
  brand: ReportBrand,
  title: string,
  columns: Column[],
  rows: string[][],
  total?: string[],
): void {
  const width = contentWidth(doc);
  const shares = columns.map((c) => c.width ?? 1);
  const sum = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / sum) * width);
  const rowHeight = 15;
  const pad = 4;
  const drawRow = (cells: string[], y: number, style: 'head' | 'body' | 'total', stripe: boolean) => {
    if (style === 'head') doc.rect(MARGIN.left, y, width, rowHeight).fill(brand.primary);
    else if (style === 'total') doc.rect(MARGIN.left, y, width, rowHeight).fill('#e4e9ee');
    else if (stripe) doc.rect(MARGIN.left, y, width, rowHeight).fill(STRIPE);
    let x = MARGIN.left;
    doc
      .font(style === 'body' ? 'Helvetica' : 'Helvetica-Bold')
      .fontSize(8)
      .fillColor(style === 'head' ? brand.primaryText : brand.text);
    cells.forEach((cell, i) => {
      doc.text(cell, x + pad, y + 4, {
        width: widths[i]! - pad * 2,
        align: columns[i]?.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[i]!;
    });
    // Text moved the cursor; rows are placed by their own height.
    doc.y = y;
  };
  const head = () => {
    ensureSpace(doc, rowHeight * 3 + 14);
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(title, MARGIN.left, doc.y);
    doc.moveDown(0.2);
    drawRow(
      columns.map((c) => c.label),
      doc.y,
      'head',
      false,
    );
    doc.y += rowHeight;
  };
  head();
  if (rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text('Nothing in this period.', MARGIN.left + pad, doc.y + 4);
    doc.y += 6;
  }
  rows.forEach((cells, index) => {
    if (doc.y + rowHeight > bottomOf(doc)) {
      doc.addPage();
      head();
    }
    drawRow(cells, doc.y, 'body', index % 2 === 1);
    doc.y += rowHeight;
  });
  if (total) {
    if (doc.y + rowHeight > bottomOf(doc)) doc.addPage();
    drawRow(total, doc.y, 'total', false);
    doc.y += rowHeight;
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.8);
}

/** '$12.3k', '-$1.2m': axis labels only. */
function compact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const v = Math.abs(value);
  if (v >= 1_000_000) return `${sign}$${(v / 1_000_000).toFixed(1)}m`;
  if (v >= 1000) return `${sign}$${(v / 1000).toFixed(1)}k`;
  return `${sign}$${v.toFixed(0)}`;
}

function drawBars(
  doc: Doc,
  title: string,
  labels: string[],
  series: Array<{ name: string; color: string; values: number[] }>,
  unit?: 'percent',
): void {
  const height = 150;
  ensureSpace(doc, height + 60);
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(title, MARGIN.left, doc.y);
  const top = doc.y + 6;
  const left = MARGIN.left + 44;
  const width = contentWidth(doc) - 44;
  let high = 0;
  let low = 0;
  labels.forEach((_, i) => {
    const up = series.reduce((s, x) => s + Math.max(0, x.values[i] ?? 0), 0);
    const down = series.reduce((s, x) => s + Math.min(0, x.values[i] ?? 0), 0);
    high = Math.max(high, up);
    low = Math.min(low, down);
  });
  if (high === 0 && low === 0) high = 1;
  // 20% headroom above the largest value, as the dashboard's charts (spec 3 §9).
  high *= 1.2;
  low *= 1.2;
  const y = (v: number) => top + ((high - v) / (high - low)) * height;
  doc.font('Helvetica').fontSize(6.5).fillColor(MUTED);
  for (const tick of new Set([high, high / 2, 0, low / 2, low])) {
    doc
      .moveTo(left, y(tick))
      .lineTo(left + width, y(tick))
      .lineWidth(0.3)
      .stroke(RULE);
    const label = unit === 'percent' ? `${tick.toFixed(0)}%` : compact(tick);
    doc.fillColor(MUTED).text(label, MARGIN.left, y(tick) - 3, { width: 40, align: 'right', lineBreak: false });
  }

  const slot = width / Math.max(1, labels.length);
  const barWidth = Math.max(2, slot * 0.6);
  labels.forEach((label, i) => {
    let up = 0;
    let down = 0;
    for (const s of series) {
      const v = s.values[i] ?? 0;
      if (v === 0) continue;
      const from = v > 0 ? up : down;
      const to = from + v;
      if (v > 0) up = to;
      else down = to;
      const y1 = y(Math.max(from, to));
      doc
        .rect(left + i * slot + (slot - barWidth) / 2, y1, barWidth, Math.max(0.5, y(Math.min(from, to)) - y1))
        .fill(s.color);
    }
    doc
      .fillColor(MUTED)
      .fontSize(6)
      .text(label, left + i * slot, top + height + 4, {
        width: slot,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
  });
  doc
    .moveTo(left, y(0))
    .lineTo(left + width, y(0))
    .lineWidth(0.8)
    .stroke('#8a949e');
  // Legend
  let x = left;
  const legendY = top + height + 16;
  for (const s of series) {
    doc.rect(x, legendY, 8, 8).fill(s.color);
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(s.name, x + 11, legendY, { lineBreak: false });
    x += 14 + doc.widthOfString(s.name) + 14;
  }
  doc.x = MARGIN.left;
  doc.y = legendY + 18;
}

function drawLine(doc: Doc, brand: ReportBrand, title: string, labels: string[], values: number[]): void {
  const height = 120;
  ensureSpace(doc, height + 40);
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(title, MARGIN.left, doc.y);
  const top = doc.y + 6;
  const left = MARGIN.left + 44;
  const width = contentWidth(doc) - 44;
  if (values.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('No valuations in this period.', left, top + 10);
    doc.y = top + 30;
    return;
  }
  const high = Math.max(...values) * 1.05;
  const low = Math.min(0, Math.min(...values));
  const span = high - low || 1;
  const y = (v: number) => top + ((high - v) / span) * height;
  const x = (i: number) => left + (values.length === 1 ? width / 2 : (i / (values.length - 1)) * width);
  doc.font('Helvetica').fontSize(6.5);
  for (const tick of [high, (high + low) / 2, low]) {
    doc
      .moveTo(left, y(tick))
      .lineTo(left + width, y(tick))
      .lineWidth(0.3)
      .stroke(RULE);
    doc.fillColor(MUTED).text(compact(tick), MARGIN.left, y(tick) - 3, { width: 40, align: 'right', lineBreak: false });
  }
  // At most ~250 points: enough for a year of days at this width, small in the file.
  const step = Math.max(1, Math.ceil(values.length / 250));
  doc.moveTo(x(0), y(values[0]!));
  for (let i = step; i < values.length; i += step) doc.lineTo(x(i), y(values[i]!));
  doc.lineTo(x(values.length - 1), y(values.at(-1)!));
  doc.lineWidth(1.2).stroke(brand.primary);
  doc.fillColor(MUTED).fontSize(6.5);
  doc.text(labels[0] ?? '', left, top + height + 4, { lineBreak: false });
  doc.text(labels.at(-1) ?? '', left, top + height + 4, { width, align: 'right', lineBreak: false });
  doc.x = MARGIN.left;
  doc.y = top + height + 20;
}

function drawDisclaimer(doc: Doc, report: ReportDocument): void {
  doc.addPage();
  doc
    .fillColor(report.brand.primary)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Important information', MARGIN.left, doc.y);
  doc.moveDown(0.6);
  doc.fillColor(report.brand.text).font('Helvetica').fontSize(10);
  for (const sentence of report.disclaimer) {
    doc.text(sentence, { width: contentWidth(doc) });
    doc.moveDown(0.5);
  }
}
