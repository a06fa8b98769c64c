import type { CompletionRecord } from './completion-record.js';
import {
  contentWidth,
  detailRows,
  INK,
  MARGIN,
  MUTED,
  documentTitle,
  paragraph,
  sectionHeading,
  table,
  type Canvas,
} from './document-canvas.js';

/** An instant as an audit trail states it, to the second and in UTC: '2026-11-05 03:04:05 UTC'. */
export function auditTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The last page of a signed document (issue #21 item 3, Sealing): who signed, when and from which
 * IP address, and the envelope's events in order, with the SHA-256 of the document as sent, so a
 * reader can tie this page to the pages before it.
 */
export function drawCompletionCertificate(canvas: Canvas, record: CompletionRecord): void {
  const { doc } = canvas;
  doc.addPage();
  documentTitle(canvas, 'Certificate of completion', [
    'This page records the electronic signing of the document it is attached to.',
  ]);
  detailRows(doc, [
    { label: 'Envelope reference', value: record.envelopeReference },
    { label: 'Signers', value: String(record.signers.length) },
  ]);
  // The digest on one line in a fixed-width font, so it can be read off and compared.
  doc.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(9).text('Document SHA-256', MARGIN.left, doc.y);
  doc
    .fillColor(INK)
    .font('Courier')
    .fontSize(8.5)
    .text(record.documentSha256, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  paragraph(
    doc,
    'The SHA-256 is the fingerprint of the document as it was sent for signing, before this page was added.',
    { muted: true },
  );

  sectionHeading(canvas, 'Signers');
  table(
    canvas,
    [
      { label: 'Name', width: 1.2 },
      { label: 'E-mail', width: 1.5 },
      { label: 'Status', width: 0.8 },
      { label: 'Signed at', width: 1.2 },
      { label: 'IP address', width: 1 },
    ],
    record.signers.map((s) => [
      s.name,
      s.email,
      s.status,
      s.signedAt ? auditTime(s.signedAt) : '-',
      s.ipAddress ?? '-',
    ]),
  );

  sectionHeading(canvas, 'Events');
  table(
    canvas,
    [
      { label: 'Time', width: 1.2 },
      { label: 'Who', width: 1.3 },
      { label: 'What', width: 1.7 },
      { label: 'IP address', width: 1 },
    ],
    [...record.events]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((e) => [auditTime(e.at), e.who, e.what, e.ipAddress ?? '-']),
  );
}
