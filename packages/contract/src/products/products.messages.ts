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
