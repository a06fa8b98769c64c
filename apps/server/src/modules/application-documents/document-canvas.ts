import PDFDocument from 'pdfkit';
import { drawPageFooters, PDF_MUTED } from '../../platform/pdf/page-footers.js';
import type { DocumentBranding } from './document-branding.js';

export type Doc = PDFKit.PDFDocument;

export const MARGIN = { top: 84, bottom: 60, left: 50, right: 50 };
export const INK = '#1f2933';
export const MUTED = PDF_MUTED;
const STRIPE = '#f3f5f7';

/** A document in progress: the pdfkit document and how to finish it into bytes. */
export interface Canvas {
  doc: Doc;
  branding: DocumentBranding;
  /** Adds the page footers and ends the document. */
  finish(): Promise<Buffer>;
}

/** White on a dark brand colour, ink on a light one. */
function textOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (!Number.isFinite(n)) return '#ffffff';
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170 ? INK : '#ffffff';
}

const brandColor = (branding: DocumentBranding) =>
  /^#[0-9a-fA-F]{6}$/.test(branding.primaryColor) ? branding.primaryColor : INK;

/**
 * An A4 document with pdfkit's built-in Helvetica (no font files, text extractable), a band in
 * the brand's colour with its logo or name on every page, and "Page N of M" footers. Its info
 * dates are `date` (the record's own time, never now), so the same records give the same file.
 */
export function openCanvas(branding: DocumentBranding, title: string, subject: string, date: Date): Canvas {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: title,
      Subject: subject,
      Author: branding.applicationName,
      Creator: branding.applicationName,
      Producer: branding.applicationName,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawBand(doc, branding, title);
  doc.on('pageAdded', () => drawBand(doc, branding, title));
  return {
    doc,
    branding,
    finish() {
      drawPageFooters(doc, {
        text: branding.applicationName,
        marginLeft: MARGIN.left,
        marginRight: MARGIN.right,
        fromBottom: 38,
      });
      doc.end();
      return done;
    },
  };
}

function drawBand(doc: Doc, branding: DocumentBranding, title: string): void {
  const primary = brandColor(branding);
  const onPrimary = textOn(primary);
  doc.save();
  doc.rect(0, 0, doc.page.width, 52).fill(primary);
  let logoDrawn = false;
  if (branding.logo) {
    try {
      doc.image(branding.logo, MARGIN.left, 10, { fit: [120, 32] });
      logoDrawn = true;
    } catch {
      // Not a PNG or JPEG pdfkit can read: the name stands in for it.
    }
  }
  doc.fillColor(onPrimary).font('Helvetica-Bold').fontSize(11);
  if (!logoDrawn) doc.text(branding.applicationName, MARGIN.left, 20, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(title, MARGIN.left + 180, 21, { width: contentWidth(doc) - 180, align: 'right', lineBreak: false });
  doc.restore();
  doc.x = MARGIN.left;
  doc.y = MARGIN.top;
}

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN.bottom;

export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

export function documentTitle(canvas: Canvas, title: string, lines: string[]): void {
  const { doc } = canvas;
  doc.fillColor(brandColor(canvas.branding)).font('Helvetica-Bold').fontSize(20).text(title, MARGIN.left, doc.y);
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

export function sectionHeading(canvas: Canvas, text: string): void {
  const { doc } = canvas;
  ensureSpace(doc, 70);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(MARGIN.left, y, 4, 16).fill(brandColor(canvas.branding));
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(text, MARGIN.left + 12, y + 1, { width: contentWidth(doc) - 12 });
  doc.x = MARGIN.left;
  doc.moveDown(0.4);
}

export function subHeading(doc: Doc, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text(text, MARGIN.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean; indent?: number } = {}): void {
  const indent = options.indent ?? 0;
  ensureSpace(doc, 24);
  doc
    .fillColor(options.muted ? MUTED : INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(text, MARGIN.left + indent, doc.y, { width: contentWidth(doc) - indent });
  doc.x = MARGIN.left;
  doc.moveDown(0.3);
}

/** Label and value rows: the label in a narrow muted column, the value beside it. */
export function detailRows(doc: Doc, items: ReadonlyArray<{ label: string; value: string }>): void {
  const labelWidth = 170;
  for (const { label, value } of items) {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(label, MARGIN.left, y, { width: labelWidth - 10 });
    const afterLabel = doc.y;
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(value === '' ? '-' : value, MARGIN.left + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
  doc.x = MARGIN.left;
}

export interface Column {
  label: string;
  /** Share of the width; 1 unless given. */
  width?: number;
  align?: 'left' | 'right';
}

/** A table whose cells wrap; the head repeats on a new page. */
export function table(canvas: Canvas, columns: readonly Column[], rows: readonly string[][]): void {
  const { doc } = canvas;
  const width = contentWidth(doc);
  const shares = columns.map((c) => c.width ?? 1);
  const sum = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / sum) * width);
  const pad = 4;
  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(8.5);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - pad * 2 }))) + pad * 2;
  };
  const drawRow = (cells: readonly string[], head: boolean, stripe: boolean) => {
    const font = head ? 'Helvetica-Bold' : 'Helvetica';
    const height = heightOf(cells, font);
    const y = doc.y;
    if (head) doc.rect(MARGIN.left, y, width, height).fill(brandColor(canvas.branding));
    else if (stripe) doc.rect(MARGIN.left, y, width, height).fill(STRIPE);
    doc
      .font(font)
      .fontSize(8.5)
      .fillColor(head ? textOn(brandColor(canvas.branding)) : INK);
    let x = MARGIN.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + pad, y + pad, { width: widths[i]! - pad * 2, align: columns[i]?.align ?? 'left' });
      x += widths[i]!;
    });
    doc.y = y + height;
  };
  const head = () => {
    ensureSpace(
      doc,
      heightOf(
        columns.map((c) => c.label),
        'Helvetica-Bold',
      ) + 30,
    );
    drawRow(
      columns.map((c) => c.label),
      true,
      false,
    );
  };
  head();
  rows.forEach((cells, index) => {
    if (doc.y + heightOf(cells, 'Helvetica') > bottomOf(doc)) {
      doc.addPage();
      head();
    }
    drawRow(cells, false, index % 2 === 1);
  });
  doc.x = MARGIN.left;
  doc.moveDown(0.6);
}

export const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');
