/**
 * People and identity (spec 1 §5): who may register, how long their details may be, and how many
 * automatic checks they get. Field lengths count characters as typed.
 */

export const MIN_AGE_YEARS = 18;

/** Failed automatic identity checks after which the 'Verification required' modal is forced. */
export const MAX_IDENTITY_VERIFICATION_ATTEMPTS = 3;

export const PersonalDetailLimits = {
  nameMaxLength: 50,
  preferredNameMaxLength: 28,
  streetNameMaxLength: 35,
  streetNumberMaxLength: 10,
  addressLineMaxLength: 35,
  suburbMaxLength: 35,
  stateMaxLength: 255,
  postCodeMaxLength: 10,
} as const;

export const IdentityDocumentLimits = {
  /** Driver licence and passport numbers: letters and digits only. */
  documentIdMaxLength: 11,
  driverLicenceCardNumberMaxLength: 11,
  /** As typed, spaces included; see validators/medicare.ts for how 16 fits the 10-digit number. */
  medicareCardNumberMaxLength: 16,
} as const;
