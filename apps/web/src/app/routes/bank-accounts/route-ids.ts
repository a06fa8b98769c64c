/** A route's numeric id as typed in the address, or null when it is not a positive whole number. */
export function routeId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
