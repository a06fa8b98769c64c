/** Field schemas of Australian identifiers. Each accepts the number as typed and yields its bare digits. */
import { Messages } from '../../messages.js';
import { AccountSetupLimits, IdentityDocumentLimits, TFN_MAX_LENGTH, TFN_MIN_LENGTH } from '../../constants.js';
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
import { maxLengthRule, requiredTextField, type FieldRule } from './text-field.js';

const digitsOnly: FieldRule = [(value) => /^\d*$/.test(value), Messages.mustContainNumbersOnly];

export const abnSchema = requiredTextField([[isValidAbn, Messages.isNotValid]], normaliseAbn);

export const acnSchema = requiredTextField([[isValidAcn, Messages.isNotValid]], normaliseAcn);

export const tfnSchema = requiredTextField(
  [
    digitsOnly,
    [(value) => value.length >= TFN_MIN_LENGTH && value.length <= TFN_MAX_LENGTH, Messages.tfnLength],
    [isValidTfn, Messages.isNotValid],
  ],
  normaliseTfn,
);

export const bsbSchema = requiredTextField([[isValidBsb, Messages.theFormatIsNotValid]], normaliseBsb);

export const mobileSchema = requiredTextField([[isValidAuMobile, Messages.theFormatIsNotValid]], normaliseMobile);

export const bankAccountNumberSchema = requiredTextField(
  [
    digitsOnly,
    [(value) => value.length <= AccountSetupLimits.bankAccountNumberMaxLength, Messages.bankAccountNumberTooLong],
  ],
  removeWhitespace,
);

/** The card number as typed (up to 16 characters), yielding its digits. */
export const medicareCardNumberSchema = requiredTextField([
  maxLengthRule(IdentityDocumentLimits.medicareCardNumberMaxLength),
  [isValidMedicareCardNumber, Messages.medicareChecksum],
]).overwrite(normaliseMedicareCardNumber);

export const medicareIrnSchema = requiredTextField([[isValidMedicareIrn, Messages.medicareIrn]]);
