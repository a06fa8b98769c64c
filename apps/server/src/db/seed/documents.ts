import { addDays, isAnnualSummaryPackCategory, toIsoDate, today, type CalendarDate } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, documents } from '../schema/index.js';
import { newSecret } from '../../platform/secrets.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { PORTFOLIO_TIME_ZONE } from './portfolio.js';

interface DemoDocument {
  account: string;
  category: string;
  description: string;
  date: CalendarDate;
  fileName: string;
  /** Page headings and the lines under each: every document has at least one page. */
  pages: Array<{ heading: string; lines: string[] }>;
}

const FIRM = 'Private Portfolio Management Pty Ltd · ABN 12 345 678 901 · AFSL 234567';

/** The financial year (July to June) that ended last, as its first and last days. */
function lastFinancialYear(day: CalendarDate): { start: CalendarDate; end: CalendarDate; label: string } {
  const endYear = day.month >= 7 ? day.year : day.year - 1;
  return {
    start: { year: endYear - 1, month: 7, day: 1 },
    end: { year: endYear, month: 6, day: 30 },
    label: `${endYear - 1}-${String(endYear).slice(2)}`,
  };
}

/** The last day of the quarters that ended before `day`, newest first. */
function quarterEnds(day: CalendarDate, count: number): CalendarDate[] {
  const ends: CalendarDate[] = [];
  let year = day.year;
  let month = Math.floor((day.month - 1) / 3) * 3; // the month before this quarter began
  for (let i = 0; i < count; i += 1) {
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    ends.push({ year, month, day: [3, 12].includes(month) ? 31 : 30 });
    month -= 3;
  }
  return ends;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const quarterName = (end: CalendarDate) => `${MONTHS[end.month - 1]} quarter ${end.year}`;

/**
 * What the demo investor finds on the Documents screen: quarterly reports, an Annual Summary
 * Pack per account, contract notes and statements, dated relative to today so the list always
 * looks current. Twelve documents, so the list has a second page.
 */
export function demoDocuments(day: CalendarDate): DemoDocument[] {
  const fy = lastFinancialYear(addDays(day, -60));
  // Reports come out two weeks after their quarter: the newest one is already out today.
  const [q1, q2, q3] = quarterEnds(addDays(day, -14), 3) as [CalendarDate, CalendarDate, CalendarDate];
  const list: DemoDocument[] = [];
  const accountsOf = [
    { code: 'DEMO-IND-001', name: 'Olivia Bennett' },
    { code: 'DEMO-SMSF-001', name: 'Bennett Family Super Fund' },
  ];
  for (const { code, name } of accountsOf) {
    list.push({
      account: code,
      category: 'Annual Summary Pack',
      description: `Annual Summary Pack ${fy.label}`,
      date: addDays(fy.end, 60),
      fileName: `Annual Summary Pack ${fy.label} - ${name}.pdf`,
      pages: [
        {
          heading: `Annual Summary Pack ${fy.label}`,
          lines: [
            name,
            `For the financial year ${toIsoDate(fy.start)} to ${toIsoDate(fy.end)}.`,
            'This pack brings together your annual tax statement, realised gains,',
            'income and expenses summary for your accountant.',
          ],
        },
        {
          heading: 'Income and expenses summary',
          lines: [
            'Dividends and distributions, franking credits, interest and fees',
            'are listed per investment option.',
          ],
        },
      ],
    });
    for (const end of [q1, q2]) {
      list.push({
        account: code,
        category: 'Quarterly Report',
        description: `Portfolio report, ${quarterName(end)}`,
        date: addDays(end, 14),
        fileName: `Quarterly Report ${toIsoDate(end)} - ${name}.pdf`,
        pages: [
          {
            heading: `Quarterly Portfolio Report`,
            lines: [name, quarterName(end), 'Performance, asset allocation and transactions for the quarter.'],
          },
        ],
      });
    }
  }
  const individual = 'DEMO-IND-001';
  const smsf = 'DEMO-SMSF-001';
  const note = (account: string, security: string, side: string, date: CalendarDate): DemoDocument => ({
    account,
    category: 'Contract Note',
    description: `${security} ${side}`,
    date,
    fileName: `Contract Note ${toIsoDate(date)} ${security}.pdf`,
    pages: [{ heading: `Contract note: ${side}`, lines: [security, `Trade date ${toIsoDate(date)}`] }],
  });
  list.push(
    note(individual, 'BHP Group Ltd', 'purchase', addDays(q1, -20)),
    note(individual, 'CSL Ltd', 'sale', addDays(q2, -35)),
    note(smsf, 'Wesfarmers Ltd', 'purchase', addDays(q3, 10)),
    {
      account: individual,
      category: 'Tax Statement',
      description: `Annual tax statement ${fy.label}`,
      date: addDays(fy.end, 45),
      fileName: `Annual Tax Statement ${fy.label}.pdf`,
      pages: [
        { heading: `Annual tax statement ${fy.label}`, lines: ['Olivia Bennett', 'Amounts for your tax return.'] },
      ],
    },
    {
      account: individual,
      category: 'Distribution Statement',
      description: `Vanguard distribution, ${quarterName(q2)}`,
      date: addDays(q2, 21),
      fileName: `Distribution Statement ${toIsoDate(q2)} Vanguard.pdf`,
      pages: [{ heading: 'Distribution statement', lines: ['Olivia Bennett', quarterName(q2)] }],
    },
    {
      account: smsf,
      category: 'Fee Statement',
      description: `Management fee statement ${fy.label}`,
      date: addDays(fy.end, 30),
      fileName: `Fee Statement ${fy.label}.pdf`,
      pages: [
        { heading: `Fee statement ${fy.label}`, lines: ['Bennett Family Super Fund', 'Fees and costs charged.'] },
      ],
    },
  );
  return list;
}

/** A small branded PDF: a header band, the heading and the lines, one page each. */
async function renderPdf(document: DemoDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const created = new Date(`${toIsoDate(document.date)}T09:00:00+10:00`);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    info: { Title: document.description, Author: 'Private Portfolio', CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  document.pages.forEach((page, i) => {
    pdf.addPage();
    pdf.rect(0, 0, pdf.page.width, 72).fill('#0B3D5C');
    pdf.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(16).text('Private Portfolio', 56, 28);
    pdf.fillColor('#0B3D5C').fontSize(20).text(page.heading, 56, 120);
    pdf.moveDown(0.8).fillColor('#222222').font('Helvetica').fontSize(12);
    for (const line of page.lines) pdf.text(line).moveDown(0.3);
    pdf
      .fontSize(8)
      .fillColor('#666666')
      .text(`${FIRM} · Page ${i + 1} of ${document.pages.length}`, 56, pdf.page.height - 60);
  });
  pdf.end();
  return done;
}

/**
 * The demo documents on the demo investor's accounts, each file stored and then its row
 * written. Idempotent: a document already there (same account and file name) is left alone.
 * Without file storage nothing is seeded: a row whose file is missing could not be downloaded.
 */
export async function seedDocuments(db: Database, files: FileStorage | undefined, now = new Date()): Promise<void> {
  if (!files) return;
  const wanted = demoDocuments(today(PORTFOLIO_TIME_ZONE, now));
  const codes = [...new Set(wanted.map((d) => d.account))];
  const found = await db
    .select({ id: accounts.id, code: accounts.externalCode })
    .from(accounts)
    .where(inArray(accounts.externalCode, codes));
  const accountId = new Map(found.map((a) => [a.code, a.id]));
  for (const document of wanted) {
    const id = accountId.get(document.account);
    if (id === undefined) continue;
    const [existing] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.accountId, id), eq(documents.fileName, document.fileName)))
      .limit(1);
    if (existing) continue;
    const content = await renderPdf(document);
    const storageKey = newSecret();
    await files.put(storageKey, content, 'application/pdf');
    await db.insert(documents).values({
      accountId: id,
      category: document.category,
      company: document.description,
      dateOf: toIsoDate(document.date),
      fileName: document.fileName,
      contentType: 'application/pdf',
      fileSize: content.length,
      storageKey,
      isAnnualSummaryPack: isAnnualSummaryPackCategory(document.category),
    });
  }
}
