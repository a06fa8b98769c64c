import { maskTfn, Messages, type IndividualTax, type IndividualTaxValues } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { IndividualTaxRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { isCountryCode } from '../lookups/index.js';
import { detailSaved } from './detail-saved.js';
import { findIndividualTax, upsertIndividualTax } from './individual-tax.repository.js';

/** A person's own tax details; saving them moves a secondary invitation at the tax step on. */
export class IndividualTaxService {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEvents,
  ) {}

  async get(userId: number): Promise<IndividualTax | null> {
    const row = await findIndividualTax(this.db, userId);
    return row ? toWire(row) : null;
  }

  async save(userId: number, input: IndividualTaxValues, now: Date): Promise<IndividualTax> {
    if (input.is_other_country_tax_resident && !isCountryCode(input.country_of_residence)) {
      throw FieldValidationError.field('country_of_residence', Messages.chooseCountry);
    }
    // The details and the invitation's step move together, as for the other details.
    const row = await this.db.transaction(async (tx) => {
      const saved = await upsertIndividualTax(tx, {
        userId,
        hasNotTfn: input.has_not_tfn,
        tfn: input.tfn,
        isAustralianTaxResident: input.is_australian_tax_resident,
        isOtherCountryTaxResident: input.is_other_country_tax_resident,
        tin: input.tin,
        countryOfResidence: input.country_of_residence,
      });
      await detailSaved(this.events, tx, { userId, detail: 'individual_tax', at: now });
      return saved;
    });
    return toWire(row);
  }
}

function toWire(row: IndividualTaxRow): IndividualTax {
  return {
    id: row.id,
    has_not_tfn: row.hasNotTfn,
    tfn_masked: maskTfn(row.tfn),
    is_australian_tax_resident: row.isAustralianTaxResident,
    is_other_country_tax_resident: row.isOtherCountryTaxResident,
    tin: row.tin,
    country_of_residence: row.countryOfResidence,
    can_edit: true,
  };
}
