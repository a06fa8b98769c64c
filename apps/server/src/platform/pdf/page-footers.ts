/** The grey rule and text colours the portal's generated PDFs share. */
export const PDF_MUTED = '#5f6b76';
export const PDF_RULE = '#d5dbe1';

/**
 * A footer on every buffered page of a pdfkit document: a thin rule, `text` on the left and
 * "Page N of M" on the right, `fromBottom` points above the page's bottom edge. Call it once all
 * pages are laid out (the document must be created with `bufferPages: true`).
 */
export function drawPageFooters(
  doc: PDFKit.PDFDocument,
  {
    text,
    marginLeft,
    marginRight,
    fromBottom,
  }: { text: string; marginLeft: number; marginRight: number; fromBottom: number },
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin pdfkit would start a new page; lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - fromBottom;
    doc
      .moveTo(marginLeft, y - 8)
      .lineTo(doc.page.width - marginRight, y - 8)
      .lineWidth(0.5)
      .stroke(PDF_RULE);
    doc.fillColor(PDF_MUTED).font('Helvetica').fontSize(8);
    doc.text(text, marginLeft, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, marginLeft, y, {
      width: doc.page.width - marginLeft - marginRight,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
