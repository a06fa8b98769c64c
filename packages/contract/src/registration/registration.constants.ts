/** The additional-details step (spec 1 §5). Field lengths count characters as typed. */
export const AdditionalDetailLimits = {
  occupationMaxLength: 35,
  businessNameMaxLength: 35,
  businessActivityMaxLength: 35,
  addressLineMaxLength: 35,
  suburbMaxLength: 35,
  /** Sole-trader office and principal-place post codes: digits only. */
  postCodeMaxLength: 15,
  /** A non-Australian tax identification number on the profile is exactly this many digits. */
  foreignTaxIdLength: 9,
  /** The ABN as typed, '51 824 753 556': 11 digits and their three spaces. */
  abnMaxLength: 14,
  /** Ours: countries of citizenship, and of residence, one person names at most. */
  countriesMaxCount: 10,
} as const;
