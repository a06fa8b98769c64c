import { Messages, type IndividualTax, type IndividualTaxValues } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { IndividualTaxRow } from '../../db/schema/index.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { isCountryCode } from '../lookups/countries.js';
import { syncSecondaryInviteSteps } from '../secondary-invites/secondary-invite-progress.js';
import { findIndividualTax, upsertIndividualTax } from './individual-tax.repository.js';

/** A person's own tax details; saving one moves a secondary invitation at the tax step on. */
export class IndividualTaxService {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<IndividualTax | null> {
    const row = await findIndividualTax(this.db, userId);
    return row ? toWire(row) : null;
  }

  async save(userId: number, input: IndividualTaxValues, now: Date): Promise<IndividualTax> {
    if (input.is_other_country_tax_resident && !isCountryCode(input.country_of_residence)) {
      throw FieldValidationError.field('country_of_residence', Messages.chooseCountry);
    }
    const row = await upsertIndividualTax(this.db, {
      userId,
      hasNotTfn: input.has_not_tfn,
      tfn: input.tfn,
      isAustralianTaxResident: input.is_australian_tax_resident,
      isOtherCountryTaxResident: input.is_other_country_tax_resident,
      tin: input.tin,
      countryOfResidence: input.country_of_residence,
    });
    await syncSecondaryInviteSteps(this.db, userId, now);
    return toWire(row);
  }
}

function toWire(row: IndividualTaxRow): IndividualTax {
  return {
    id: row.id,
    has_not_tfn: row.hasNotTfn,
    tfn_masked: row.tfn ? `${'*'.repeat(row.tfn.length - 3)}${row.tfn.slice(-3)}` : '',
    is_australian_tax_resident: row.isAustralianTaxResident,
    is_other_country_tax_resident: row.isOtherCountryTaxResident,
    tin: row.tin,
    country_of_residence: row.countryOfResidence,
    can_edit: true,
  };
}
