/** Field schemas of Australian identifiers. Each accepts the number as typed and yields its bare digits. */
import { Messages } from '../../messages.js';
import {
  AccountSetupLimits,
  FORMATTED_INPUT_MAX_LENGTH,
  IdentityDocumentLimits,
  TFN_MAX_LENGTH,
  TFN_MIN_LENGTH,
} from '../../constants.js';
import { isValidAbn, normaliseAbn } from '../../validators/abn.js';
import { isValidAcn, normaliseAcn } from '../../validators/acn.js';
import { isValidTfn, normaliseTfn } from '../../validators/tfn.js';
import { isValidBsb, normaliseBsb } from '../../validators/bsb.js';
import { isValidAuMobile, normaliseMobile } from '../../validators/mobile.js';
import {
  isValidMedicareCardNumber,
  isValidMedicareIrn,
  normaliseMedicareCardNumber,
} from '../../validators/medicare.js';
import { removeWhitespace } from '../../validators/digits.js';
import { requiredTextField, type FieldRule } from './text-field.js';

const digitsOnly: FieldRule = [(value) => /^\d*$/.test(value), Messages.mustContainNumbersOnly];

/** Identifiers are typed with spaces (and BSBs with a hyphen); each takes the same generous maximum. */
const identifierField = (rules: readonly FieldRule[], normalise: (value: string) => string) =>
  requiredTextField(FORMATTED_INPUT_MAX_LENGTH, rules, { normalise });

export const abnSchema = identifierField([[isValidAbn, Messages.isNotValid]], normaliseAbn);

export const acnSchema = identifierField([[isValidAcn, Messages.isNotValid]], normaliseAcn);

export const tfnSchema = identifierField(
  [
    digitsOnly,
    [(value) => value.length >= TFN_MIN_LENGTH && value.length <= TFN_MAX_LENGTH, Messages.tfnLength],
    [isValidTfn, Messages.isNotValid],
  ],
  normaliseTfn,
);

export const bsbSchema = identifierField([[isValidBsb, Messages.theFormatIsNotValid]], normaliseBsb);

export const mobileSchema = identifierField([[isValidAuMobile, Messages.theFormatIsNotValid]], normaliseMobile);

export const bankAccountNumberSchema = identifierField(
  [
    digitsOnly,
    [(value) => value.length <= AccountSetupLimits.bankAccountNumberMaxLength, Messages.bankAccountNumberTooLong],
  ],
  removeWhitespace,
);

/** The card number as typed (up to 16 characters), yielding its digits. */
export const medicareCardNumberSchema = requiredTextField(IdentityDocumentLimits.medicareCardNumberMaxLength, [
  [isValidMedicareCardNumber, Messages.medicareChecksum],
]).overwrite(normaliseMedicareCardNumber);

export const medicareIrnSchema = requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [
  [isValidMedicareIrn, Messages.medicareIrn],
]);
