/** Field schemas of Australian identifiers. Each accepts the number as typed and yields its bare digits. */
import { AccountSetupLimits } from '../accounts/accounts.constants.js';
import { IdentityDocumentLimits } from '../identity/identity.constants.js';
import { isValidAbn, normaliseAbn } from '../validators/abn.js';
import { isValidAcn, normaliseAcn } from '../validators/acn.js';
import { isValidTfn, normaliseTfn } from '../validators/tfn.js';
import { isValidBsb, normaliseBsb } from '../validators/bsb.js';
import { isValidAuMobile, normaliseMobile } from '../validators/mobile.js';
import { isValidMedicareCardNumber, isValidMedicareIrn, normaliseMedicareCardNumber } from '../validators/medicare.js';
import { removeWhitespace } from '../validators/digits.js';
import { TFN_MAX_LENGTH, TFN_MIN_LENGTH } from '../validators/identifier-lengths.js';
import { FORMATTED_INPUT_MAX_LENGTH } from './field-limits.js';
import { fieldSpecMessages } from './fields.messages.js';
import { optionalTextField, requiredTextField, type FieldRule } from './text-field.js';

const digitsOnly: FieldRule = [(value) => /^\d*$/.test(value), fieldSpecMessages.mustContainNumbersOnly];

/** Identifiers are typed with spaces (and BSBs with a hyphen); each takes the same generous maximum. */
const identifierField = (rules: readonly FieldRule[], normalise: (value: string) => string) =>
  requiredTextField(FORMATTED_INPUT_MAX_LENGTH, rules, { normalise });

export const abnSchema = identifierField([[isValidAbn, fieldSpecMessages.isNotValid]], normaliseAbn);

export const acnSchema = identifierField([[isValidAcn, fieldSpecMessages.isNotValid]], normaliseAcn);

/** An ABN a form may leave empty (a type that takes none); once typed it must pass its check. */
export const optionalAbnSchema = optionalTextField(
  FORMATTED_INPUT_MAX_LENGTH,
  [[isValidAbn, fieldSpecMessages.isNotValid]],
  {
    normalise: normaliseAbn,
  },
);

/** An ACN a form may leave empty; once typed it must pass its check. */
export const optionalAcnSchema = optionalTextField(
  FORMATTED_INPUT_MAX_LENGTH,
  [[isValidAcn, fieldSpecMessages.isNotValid]],
  {
    normalise: normaliseAcn,
  },
);

export const tfnSchema = identifierField(
  [
    digitsOnly,
    [(value) => value.length >= TFN_MIN_LENGTH && value.length <= TFN_MAX_LENGTH, fieldSpecMessages.tfnLength],
    [isValidTfn, fieldSpecMessages.isNotValid],
  ],
  normaliseTfn,
);

export const bsbSchema = identifierField([[isValidBsb, fieldSpecMessages.theFormatIsNotValid]], normaliseBsb);

export const mobileSchema = identifierField(
  [[isValidAuMobile, fieldSpecMessages.theFormatIsNotValid]],
  normaliseMobile,
);

export const bankAccountNumberSchema = identifierField(
  [
    digitsOnly,
    [
      (value) => value.length <= AccountSetupLimits.bankAccountNumberMaxLength,
      fieldSpecMessages.bankAccountNumberTooLong,
    ],
  ],
  removeWhitespace,
);

/** The card number as typed (up to 16 characters), yielding its digits. */
export const medicareCardNumberSchema = requiredTextField(IdentityDocumentLimits.medicareCardNumberMaxLength, [
  [isValidMedicareCardNumber, fieldSpecMessages.medicareChecksum],
]).overwrite(normaliseMedicareCardNumber);

export const medicareIrnSchema = requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [
  [isValidMedicareIrn, fieldSpecMessages.medicareIrn],
]);
