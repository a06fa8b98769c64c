/** A badge count that stops at a cap: the bell shows '3+', the new-report badge '9+'. */
export function formatCappedCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(Math.max(0, count));
}
