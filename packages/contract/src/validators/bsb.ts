/** Bank-State-Branch number: 6 digits, typed as '062000', '062-000' or '062 000'. */
const BSB_AS_TYPED = /^(\d{3})[-\s]?(\d{3})$/;

/** The six digits of a BSB, or the trimmed input unchanged when it is not one. */
export function normaliseBsb(value: string): string {
  const trimmed = value.trim();
  const match = BSB_AS_TYPED.exec(trimmed);
  return match ? `${match[1]}${match[2]}` : trimmed;
}

export function isValidBsb(value: string): boolean {
  return BSB_AS_TYPED.test(value.trim());
}
