/** The documents that prove who someone is (spec 1 §3, §5). */
import type { ValueOf } from '../value-of.js';

export const VerificationDocumentType = {
  passport: 'passport',
  driver_licence: 'driver_licence',
  medicare_card: 'medicare_card',
} as const;
export type VerificationDocumentType = ValueOf<typeof VerificationDocumentType>;

/** The primary document is a driver licence or a passport; Medicare is offered only as secondary. */
export const PRIMARY_VERIFICATION_DOCUMENT_TYPES = [
  VerificationDocumentType.driver_licence,
  VerificationDocumentType.passport,
] as const;

export const MedicareCardColour = { green: 'green', blue: 'blue', yellow: 'yellow' } as const;
export type MedicareCardColour = ValueOf<typeof MedicareCardColour>;
