import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;

const LEFT = 56;
const INK = '#1f2933';
const MUTED = '#5f6b76';
/** A fixed date in the file's metadata, so the template is the same file on every start. */
const ISSUED = new Date('2025-01-01T00:00:00Z');

/** What the template is called when downloaded. */
export const CERTIFICATE_TEMPLATE_FILE_NAME = 'Wholesale investor certificate template.pdf';

/**
 * The blank wholesale investor certificate (spec 2 §7 certificate template): a qualified
 * accountant's certificate under s708(8)(c) and s761G(7)(c) of the Corporations Act 2001 (Cth)
 * that the investor has net assets of at least $2.5 million or a gross income of at least
 * $250,000 in each of the last two financial years, with lines to fill in. One A4 page drawn with
 * pdfkit's built-in fonts (text extractable, no font files).
 */
export function renderCertificateTemplate(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: 'Wholesale investor certificate',
      Subject: 'Qualified accountant’s certificate, Corporations Act 2001 (Cth) s708(8)(c) and s761G(7)(c)',
      CreationDate: ISSUED,
      ModDate: ISSUED,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - LEFT * 2;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Wholesale investor certificate', { width });
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      'Certificate by a qualified accountant under sections 708(8)(c) and 761G(7)(c) of the Corporations Act 2001 (Cth)',
      { width },
    );
  doc.moveDown(1.2).fillColor(INK).fontSize(11);

  paragraph(doc, width, 'I, the undersigned, certify that:');
  blank(doc, width, 'Full name of the accountant');
  blank(doc, width, 'Firm or practice, and its address');
  blank(doc, width, 'Professional body and membership number (CA ANZ, CPA Australia or IPA)');
  paragraph(
    doc,
    width,
    'am a qualified accountant as defined in section 88B of the Corporations Act 2001 (Cth), and that, having made the enquiries I considered necessary, the person or entity named below:',
  );
  blank(doc, width, 'Name of the investor (person, company or trust) and ABN or ACN where it has one');
  checkbox(doc, width, 'has net assets of at least $2.5 million; or');
  checkbox(
    doc,
    width,
    'has had a gross income for each of the last two financial years of at least $250,000 a year; or',
  );
  checkbox(
    doc,
    width,
    'is a company or trust controlled by a person who meets one of the tests above (section 708(8)(d)).',
  );
  paragraph(
    doc,
    width,
    'This certificate may be relied on for offers made within two years after the date below. I consent to the recipient relying on it for the purpose of making offers of financial products to the investor without a disclosure document.',
  );
  blank(doc, width, 'Signature of the accountant');
  blank(doc, width, 'Date (DD MMM YYYY)');

  doc
    .moveDown(1)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'For the investor: ask your accountant to complete and sign this certificate, then upload it on the wholesale investor details step of your application. Net assets and gross income may include those of companies and trusts you control.',
      { width },
    );

  doc.end();
  return done;
}

function paragraph(doc: Doc, width: number, text: string): void {
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, { width }).moveDown(0.8);
}

/** A line to write on, its caption under it. */
function blank(doc: Doc, width: number, caption: string): void {
  doc.moveDown(0.6);
  const y = doc.y + 10;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + width, y)
    .lineWidth(0.6)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(caption, LEFT, y + 3, { width })
    .moveDown(0.8);
}

/** A box to tick and its statement. */
function checkbox(doc: Doc, width: number, text: string): void {
  const y = doc.y;
  doc
    .rect(LEFT, y + 1, 9, 9)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(text, LEFT + 18, y, { width: width - 18 })
    .moveDown(0.6);
  doc.x = LEFT;
}

let cached: Promise<Buffer> | undefined;

/** Drawn once per process: the template never changes while it runs. */
export function certificateTemplate(): Promise<Buffer> {
  cached ??= renderCertificateTemplate().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
