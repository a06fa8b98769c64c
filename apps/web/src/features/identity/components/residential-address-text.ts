import type { PersonalDetail } from '@portal/contract';

/** The residential address on one line, as an Australian envelope reads it. */
export function residentialAddress(p: PersonalDetail, countryName: (code: string) => string): string {
  const street = [p.address_line_1, `${p.street_number} ${p.street_name}`.trim()].filter(Boolean).join(', ');
  return [street, p.suburb, p.state, p.post_code, countryName(p.country)].filter(Boolean).join(', ');
}
