import { signatureAnchor } from '../../platform/e-sign/docusign/docusign-envelope.js';
import { contentWidth, ensureSpace, INK, MARGIN, MUTED, sectionHeading, type Canvas } from './document-canvas.js';

/** Room for the anchor text before the line starts (DocuSign puts its tab 80 px to the anchor's right). */
const LABEL_WIDTH = 72;
const LINE_WIDTH = 170;
const ROW_HEIGHT = 34;

/**
 * One line per signer, in the envelope's order: "Signature 1: ______  Name  Date ______". The
 * label is the anchor DocuSign places each signer's sign-here tab on (`signatureAnchor`), so it
 * is written as one run of text; with the portal's own pages the lines are simply left blank and
 * the certificate of completion says who signed. No signers, no block (records kept before it).
 */
export function drawSignatureBlock(canvas: Canvas, signatories: readonly string[] | undefined): void {
  if (!signatories || signatories.length === 0) return;
  const { doc } = canvas;
  sectionHeading(canvas, 'Signatures');
  const left = MARGIN.left;
  const nameX = left + LABEL_WIDTH + LINE_WIDTH + 14;
  const dateX = left + contentWidth(doc) - 110;
  signatories.forEach((name, index) => {
    ensureSpace(doc, ROW_HEIGHT + 6);
    const y = doc.y + 14;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(signatureAnchor(index + 1, signatories.length), left, y, { lineBreak: false });
    doc
      .moveTo(left + LABEL_WIDTH, y + 10)
      .lineTo(left + LABEL_WIDTH + LINE_WIDTH, y + 10)
      .strokeColor(MUTED)
      .lineWidth(0.5)
      .stroke();
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(name, nameX, y, { width: dateX - nameX - 10, lineBreak: false, ellipsis: true });
    doc.fillColor(MUTED).text('Date', dateX, y, { lineBreak: false });
    doc
      .moveTo(dateX + 26, y + 10)
      .lineTo(left + contentWidth(doc), y + 10)
      .stroke();
    doc.x = left;
    doc.y = y + ROW_HEIGHT - 14;
  });
  doc.moveDown(0.6);
}
