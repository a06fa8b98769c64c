import { VerificationDocumentType, VerificationDocumentTypeLabel, type SecondaryDocumentType } from '@portal/contract';

/** Documents offered as the secondary verification document, Medicare first (spec 1 §5). */
export const SECONDARY_DOCUMENT_TYPES: readonly SecondaryDocumentType[] = [
  VerificationDocumentType.medicare_card,
  VerificationDocumentType.passport,
  VerificationDocumentType.driver_licence,
].map((type) => ({ document_type: type, label: VerificationDocumentTypeLabel[type] }));
