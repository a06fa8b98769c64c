export type { ApplicationFormData } from './application-form-data.js';
export type { IpsDocumentData } from './ips-document-data.js';
export type { CompletionRecord } from './completion-record.js';
export { brandingOf, type DocumentBranding } from './document-branding.js';
export { APPLICATION_FORM_TITLE, renderApplicationForm } from './application-form-pdf.js';
export {
  INVESTMENT_POLICY_STATEMENT_TITLE,
  renderInvestmentPolicyStatement,
} from './investment-policy-statement-pdf.js';
export { loadApplicationFormData } from './application-form.loader.js';
export { loadIpsDocumentData } from './ips-document.loader.js';
