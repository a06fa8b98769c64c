/**
 * Field rules (spec 1 §5, spec 2 §5, spec 3 §5): the messages of the field schemas and validators
 * every form shares. This folder's part of `Messages`.
 */
export const fieldSpecMessages = {
  fieldRequired: 'This field is required',
  dateInPast: 'Date cannot be in the past',
  dateInFuture: 'Date cannot be in the future',
  /** '{label} format is not valid' (e-mail) and '{Code} format is not valid' (invitation code). */
  formatNotValid: (label: string) => `${label} format is not valid`,
  /** ABN without a valid checksum. */
  isNotValid: 'is not valid',
  /** Driver licence and passport numbers; also used for identifiers whose message is not quoted. */
  theFormatIsNotValid: 'The format is not valid',
  mustContainNumbersOnly: 'must contain numbers only',
  mustContainSymbols: (length: number) => `must contain ${length} symbols`,
  queryTooLong: (maxLength: number) => `The query cannot contain more than ${maxLength} symbols`,
  /** Ours: the documents mention maximum and minimum length messages without quoting them. */
  maxLength: (maxLength: number) => `This field cannot contain more than ${maxLength} symbols`,
  /** Ours, as above. */
  minLength: (minLength: number) => `This field must contain at least ${minLength} symbols`,
  /** Ours: a list longer than the field takes ('Choose at most 10 countries'). */
  tooManyItems: (max: number, items: string) => `Choose at most ${max} ${items}`,
  /** Ours: a country or language code that is well formed but not on the list the forms offer. */
  chooseCountry: 'Choose a country from the list.',
  chooseLanguage: 'Choose a language from the list.',
  /** Ours: the documents give a tax identification number's rules per form, not its characters. */
  tinCharacters: 'This field must contain letters, digits, spaces, hyphens and slashes only',
  /** Ours: what a field without a message of its own says when zod refuses it (fields/zod-messages.ts). */
  enterNumber: 'Enter a number',
  numberAtLeast: (minimum: number) => `Enter a number equal to or greater than ${minimum}`,
  numberAtMost: (maximum: number) => `Enter a number equal to or less than ${maximum}`,
  atLeastItems: (minimum: number) => `Choose at least ${minimum}`,
  atMostItems: (maximum: number) => `Choose at most ${maximum}`,
  chooseFromList: 'Choose one of the values offered',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Ours: the documents require a complete checklist without quoting a message. */
  passwordChecklistIncomplete: 'Password does not meet all the requirements',
  nameCharacters: 'This field must contain letters, apostrophes, and hyphens only',
  minimumAge: 'You must be at least 18 years old',
  medicareChecksum: 'Wrong checksum for card number',
  medicareIrn: 'Please input valid Individual reference number (1-9)',
  tfnLength: 'TFN must contain 8 or 9 digits',
  bankAccountNumberTooLong: 'Account Number cannot contain more than 10 digits',
} as const;
