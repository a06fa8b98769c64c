import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accountAttachments, accounts, uploadedFiles } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { newSecret } from '../../platform/secrets.js';

const DEED_FILE_NAME = 'Bennett Family Super Fund trust deed.pdf';

/**
 * The demo SMSF's trust deed (spec 2 §3 deed attachment), uploaded by the demo investor, so the
 * fund's details are complete; the demo trust stays without one (still in setup). Idempotent: a
 * fund that has a deed already is left alone. Without file storage nothing is seeded.
 */
export async function seedAccountAttachments(
  db: Database,
  investorId: number,
  files: FileStorage | undefined,
): Promise<void> {
  if (!files) return;
  const [fund] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.externalCode, 'DEMO-SMSF-001'))
    .limit(1);
  if (!fund) return;
  const [existing] = await db
    .select({ id: accountAttachments.id })
    .from(accountAttachments)
    .where(and(eq(accountAttachments.accountId, fund.id), eq(accountAttachments.kind, 'deed')))
    .limit(1);
  if (existing) return;

  const content = await renderDeed();
  const storageKey = newSecret();
  await files.put(storageKey, content, 'application/pdf');
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(uploadedFiles)
      .values({
        ownerId: investorId,
        fileName: DEED_FILE_NAME,
        storageKey,
        contentType: 'application/pdf',
        sizeBytes: content.length,
      })
      .returning({ id: uploadedFiles.id });
    await tx.insert(accountAttachments).values({ accountId: fund.id, kind: 'deed', fileId: file!.id });
  });
}

/** A one-page stand-in for the fund's deed. */
async function renderDeed(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const dated = new Date('2019-07-01T00:00:00Z');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'Bennett Family Super Fund: trust deed', CreationDate: dated, ModDate: dated },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.font('Helvetica-Bold').fontSize(20).text('Bennett Family Super Fund');
  pdf.moveDown(0.3).font('Helvetica').fontSize(13).text('Deed of establishment of a self-managed superannuation fund');
  pdf.moveDown(1).fontSize(11);
  for (const line of [
    'Trustee: Bennett Super Pty Ltd (ACN 978 901 236)',
    'Members: Olivia Bennett',
    'Date of establishment: 1 July 2019',
    'Governing law: New South Wales',
    '',
    'This deed establishes the fund as a regulated superannuation fund under the Superannuation Industry (Supervision) Act 1993 (Cth) and sets out the powers and duties of the trustee.',
    '',
    'Demonstration document: not a legal instrument.',
  ])
    pdf.text(line).moveDown(0.3);
  pdf.end();
  return done;
}
