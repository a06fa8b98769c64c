/** Choosing a product and its amount (spec 2 §5, §8): this domain's part of `Messages`. */
import { formatMoney } from '../formatters/money.js';

export const productSpecMessages = {
  /** A minimum face value: '$1' for the 48-hour note, '$10,000' by default for the others. */
  amountAtLeast: (minimumCents: number | bigint) =>
    `Enter an amount equal to or greater than ${formatMoney(minimumCents, { omitZeroCents: true })}`,
  /** The server's error on a loan note whose type was switched off. */
  noteTypeNotActive: 'Note type is not active',
  productNotAvailableTitle: 'Product option is not available',
  productNotAvailable:
    'There is no such product available at the moment. Please contact your advisor for further information.',
  productNotAvailableChooseAnother: 'Product option is not available at the moment. Please select a different product.',
} as const;

/** The operator's reference file (our wording): each names what is wrong with one entry's field. */
/** The welcome terms before a first application (spec 2 §5): the loan notes' and the portfolio's share the first box. */
export const WelcomeTermMessages = {
  over18AndResident: 'I am over 18 years of age and an Australian resident.',
} as const;

export const ReferenceFileMessages = {
  notAnObject:
    'The reference file is one JSON object with the sections note_types, applications, asset_allocation_categories, sources_of_funds, accounting_methods and sectors.',
  sectionList: 'Must be a list.',
  unknownField: 'This field is not part of the reference file.',
  tooManyEntries: (max: number) => `At most ${max} entries.`,
  keyFormat: 'A key is 1 to 50 lower-case letters, digits, "-" or "_", starting with a letter or digit.',
  nameRequired: 'Must be a non-empty text.',
  tooLong: (max: number) => `At most ${max} characters.`,
  colourFormat: 'A colour is written #RRGGBB, as "#1f6f8b".',
  percentFormat: (decimals: number) => `Write the percentage as text with up to ${decimals} decimals, as "5.25".`,
  percentAtMost: (max: number) => `At most ${max}.`,
  termWhole: 'The term is a whole number greater than 0.',
  termUnit: 'The term unit is "hours" or "months".',
  hoursTerm: 'A term in hours is the 48-hour at-call note: 48.',
  termAtMost: (months: number) => `A term is at most ${months} months.`,
  interestType: 'The interest type is "fixed" or "variable".',
  trueOrFalse: 'Must be true or false.',
  application: 'Name the company application by its id or by the product key it serves ("ipm", "icf").',
  unknownApplication: (application: string | number) =>
    `No company application is ${typeof application === 'number' ? `numbered ${application}` : `serving "${application}"`}.`,
  productKey: 'A product is "icf" (loan notes) or "ipm" (the private portfolio).',
  repeatedKey: (key: string) => `"${key}" is already used above in this section.`,
  repeatedCode: (code: string) => `The code "${code}" is already used above in the classification.`,
  repeatedApplication: (application: string) => `The application "${application}" is already listed above.`,
  repeatedProduct: (product: string) => `"${product}" is already listed above.`,
  unknownNoteType: (key: string) => `No note type in note_types has the key "${key}".`,
  noteTypesNeedIcf: 'Loan note types are offered only with the icf product: add "icf" to products.',
  defaultAccountingMethod: (key: string) => `The accounting methods must include the default "${key}".`,
  oneOtherSource: 'At most one source of funds is the "Other" one (is_other).',
  noChildren: (list: string) => `Give at least one entry in ${list}: the classification has four levels.`,
  nothingImported: 'Nothing was imported.',
  accountRequired: 'Choose an account: ?account={id}.',
} as const;
