import { formatDateTime, formatMoney, Messages } from '@portal/contract';
import type { ApplicationFormData } from './application-form-data.js';
import type { CompletionRecord } from './completion-record.js';
import { drawCompletionCertificate } from './completion-certificate.js';
import type { DocumentBranding } from './document-branding.js';
import { drawSignatureBlock } from './signature-block.js';
import {
  detailRows,
  documentTitle,
  openCanvas,
  paragraph,
  sectionHeading,
  subHeading,
  table,
  yesNo,
  type Canvas,
} from './document-canvas.js';

/** The document's name as the envelope and the account's documents show it. */
export const APPLICATION_FORM_TITLE = 'Application form';

/** Submission times read in the provider's zone, named so a reader elsewhere is not misled. */
const ZONE = 'Australia/Sydney';
const zoned = (at: Date) => `${formatDateTime(at, { timeZone: ZONE })} (Sydney time)`;

/**
 * The application form (issue #21 item 1): the account, its members, tax (TFNs masked), bank
 * accounts, the products chosen, the signing authority and the six consents in the wording the
 * person accepted, with its version, who accepted them and when, then a signature line for each of
 * `signatories` (the anchors DocuSign places its tabs on). With `completion`, a
 * certificate of completion as the last page. The same data gives the same file.
 */
export function renderApplicationForm(
  data: ApplicationFormData,
  branding: DocumentBranding,
  completion?: CompletionRecord,
): Promise<Buffer> {
  const canvas = openCanvas(
    branding,
    APPLICATION_FORM_TITLE,
    `Application for account ${data.account.name}`,
    data.submission.submittedAt,
  );
  documentTitle(canvas, APPLICATION_FORM_TITLE, [
    `${data.account.name} · account ${data.account.id}`,
    `Submitted ${zoned(data.submission.submittedAt)} by ${data.submission.submittedBy.name}`,
  ]);
  drawAccount(canvas, data);
  drawMembers(canvas, data);
  drawTax(canvas, data);
  drawBankAccounts(canvas, data);
  drawProducts(canvas, data);
  drawSigningAuthority(canvas, data);
  drawConsents(canvas, data);
  drawSignatureBlock(canvas, data.signatories);
  if (completion) drawCompletionCertificate(canvas, completion);
  return canvas.finish();
}

function drawAccount(canvas: Canvas, { account }: ApplicationFormData): void {
  sectionHeading(canvas, 'Account details');
  const items = [
    { label: 'Account name', value: account.name },
    { label: 'Account type', value: account.typeLabel },
  ];
  if (account.trustee) items.push({ label: 'Trustee', value: account.trustee });
  if (account.abn) items.push({ label: 'ABN', value: account.abn });
  if (account.acn) items.push({ label: 'ACN', value: account.acn });
  detailRows(canvas.doc, items);
}

function drawMembers(canvas: Canvas, { members }: ApplicationFormData): void {
  sectionHeading(canvas, 'Members');
  table(
    canvas,
    [{ label: 'Name' }, { label: 'Role', width: 1.2 }, { label: 'E-mail', width: 1.4 }],
    members.map((m) => [m.name, m.roles.join(', '), m.email]),
  );
}

function drawTax(canvas: Canvas, { tax }: ApplicationFormData): void {
  const { doc } = canvas;
  sectionHeading(canvas, 'Tax details');
  if (tax.people.length === 0 && tax.entity === null) paragraph(doc, 'No tax details given.', { muted: true });
  for (const person of tax.people) {
    subHeading(doc, person.name);
    detailRows(doc, [
      { label: 'Tax file number', value: person.tfn },
      { label: 'Australian tax resident', value: yesNo(person.isAustralianTaxResident) },
      { label: 'Tax resident of another country', value: yesNo(person.otherCountry !== null) },
      ...(person.otherCountry
        ? [
            { label: 'Country of residence', value: person.otherCountry.country },
            { label: 'TIN', value: person.otherCountry.tin },
          ]
        : []),
    ]);
  }
  if (tax.entity) {
    subHeading(doc, 'Entity');
    detailRows(doc, [
      { label: 'Tax file number', value: tax.entity.tfn },
      { label: 'ABN', value: tax.entity.abn ?? '' },
      { label: 'Category', value: tax.entity.category },
      { label: 'Foreign entity', value: yesNo(tax.entity.foreign !== null) },
      ...(tax.entity.foreign
        ? [
            { label: 'Country', value: tax.entity.foreign.country },
            { label: 'TIN', value: tax.entity.foreign.tin },
          ]
        : []),
    ]);
  }
}

function drawBankAccounts(canvas: Canvas, { bankAccounts }: ApplicationFormData): void {
  sectionHeading(canvas, 'Bank account');
  if (bankAccounts.length === 0) return paragraph(canvas.doc, 'No bank account given.', { muted: true });
  table(
    canvas,
    [
      { label: 'Account name', width: 1.3 },
      { label: 'BSB', width: 0.7 },
      { label: 'Account number', width: 0.9 },
      { label: 'Bank and branch', width: 1.5 },
    ],
    bankAccounts.map((b) => [b.name, b.bsb, b.number, `${b.bank}, ${b.branch}`]),
  );
}

function drawProducts(canvas: Canvas, data: ApplicationFormData): void {
  const { doc } = canvas;
  sectionHeading(canvas, 'Products');
  detailRows(doc, [{ label: 'Applied for', value: data.submission.products.join(', ') }]);
  if (data.loanNotes) {
    subHeading(doc, 'Loan notes');
    table(
      canvas,
      [
        { label: 'Loan note', width: 1.4 },
        { label: 'Face value', align: 'right' },
        { label: 'Interest', width: 1.6 },
      ],
      data.loanNotes.map((n) => [n.typeLabel, formatMoney(n.faceValueCents), n.interestOption]),
    );
  }
  const portfolio = data.portfolio;
  if (portfolio) {
    subHeading(doc, 'Private portfolio');
    detailRows(doc, [
      ...(portfolio.fundsTransferCents !== null
        ? [{ label: 'Funds transfer', value: formatMoney(portfolio.fundsTransferCents) }]
        : []),
      ...(portfolio.assetTransferCents !== null
        ? [{ label: 'Asset transfer', value: formatMoney(portfolio.assetTransferCents) }]
        : []),
      { label: 'Source of funds', value: portfolio.sourcesOfFunds.join(', ') },
      { label: 'Fully invested within 14 days', value: yesNo(portfolio.isRequire14DaysInvesting) },
      ...(portfolio.investmentPeriod !== null
        ? [{ label: 'Investment period', value: portfolio.investmentPeriod }]
        : []),
      { label: 'Accounting method', value: portfolio.accountingMethod },
      { label: 'Franking credits', value: portfolio.receiveFrankingCredits ? 'Eligible' : 'Not eligible' },
      { label: 'Exempt from income tax', value: yesNo(portfolio.isExemptIncomeTax) },
    ]);
  }
}

function drawSigningAuthority(canvas: Canvas, { signingAuthority }: ApplicationFormData): void {
  sectionHeading(canvas, 'Signing authority');
  if (!signingAuthority) {
    paragraph(canvas.doc, 'None saved: the primary user alone holds signing authority.', { muted: true });
    return;
  }
  detailRows(canvas.doc, [
    { label: Messages.signingAuthorityQuestion, value: signingAuthority.option },
    ...signingAuthority.details.map((line) => ({ label: '', value: line })),
  ]);
}

function drawConsents(canvas: Canvas, { submission }: ApplicationFormData): void {
  const { doc } = canvas;
  sectionHeading(canvas, 'Declarations and consents');
  paragraph(
    doc,
    `Accepted by ${submission.submittedBy.name} (${submission.submittedBy.email}) on ${zoned(
      submission.submittedAt,
    )}, in the wording of version ${submission.consentsVersion}:`,
  );
  submission.consents.forEach((consent, i) => paragraph(doc, `${i + 1}. ${consent.wording}`, { indent: 10 }));
}
