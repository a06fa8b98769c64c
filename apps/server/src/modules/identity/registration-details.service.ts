import {
  Messages,
  type AdditionalDetail,
  type AdditionalDetailInput,
  type ContactDetail,
  type ContactDetailInput,
  type IdentityDocument,
  type SecondaryDocument,
  type SecondaryDocumentInput,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { IdentityCheckUnavailableError, type IdentityVerifier } from '../../platform/identity/identity-verifier.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findOwnedFile } from '../files/index.js';
import type { UploadedFilesService } from '../files/index.js';
import { isCountryCode } from '../lookups/index.js';
import { isLanguageCode } from '../lookups/index.js';
import { detailSaved } from './detail-saved.js';
import { findPersonalDetail, updatePersonalDetail } from './personal-details.repository.js';
import {
  findAdditionalDetail,
  findContactDetail,
  findSecondaryDocument,
  saveAdditionalDetail,
  saveContactDetail,
  saveSecondaryDocument,
} from './registration-details.repository.js';

/**
 * The steps after personal details. Each saves the user's own record and moves a registration
 * that is at that step on to the next: secondary document -> contact details -> additional
 * details -> account_create (account setup).
 */
export class RegistrationDetailsService {
  constructor(
    private readonly db: Database,
    private readonly verifier: IdentityVerifier,
    private readonly files: UploadedFilesService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * A second document gives an identity that the first check could not match another chance:
   * when it verifies, the personal details count as verified too.
   */
  async saveSecondaryDocument(
    userId: number,
    personalDetailId: number,
    input: SecondaryDocumentInput,
  ): Promise<SecondaryDocument> {
    const personal = await findPersonalDetail(this.db, userId);
    if (!personal || personal.id !== personalDetailId) throw notFound();
    const fileId = input.document_type === 'medicare_card' ? input.medicare_card_file : input.document_file;
    if (fileId != null && !(await findOwnedFile(this.db, fileId, userId))) {
      throw FieldValidationError.field(
        input.document_type === 'medicare_card' ? 'medicare_card_file' : 'document_file',
        Messages.uploadedFileNotFound,
      );
    }
    const result = await this.verifier
      .verify({
        first_name: personal.firstName,
        middle_name: personal.middleName,
        last_name: personal.lastName,
        date_of_birth: personal.dateOfBirth,
        address: {
          street_number: personal.streetNumber,
          street_name: personal.streetName,
          suburb: personal.suburb,
          state: personal.state,
          post_code: personal.postCode,
          country: personal.country,
        },
        document: identityDocument(input),
      })
      // The person already had the chance to skip at personal details; a second document whose
      // check could not run is kept for staff to check by hand, and registration goes on.
      .catch((error: unknown) => {
        if (error instanceof IdentityCheckUnavailableError) return { status: 'not_verified' as const, reasons: [] };
        throw error;
      });
    // The document, what it proved and the registration step move together, or not at all.
    const row = await this.db.transaction(async (tx) => {
      const saved = await saveSecondaryDocument(tx, {
        userId,
        document: input,
        fileId: fileId ?? null,
        status: result.status,
      });
      if (result.status === 'verified' && personal.status !== 'verified') {
        await updatePersonalDetail(tx, personal.id, { status: 'verified', verifiedAt: new Date() });
      }
      await detailSaved(this.events, tx, { userId, detail: 'secondary_verification_document', at: new Date() });
      return saved;
    });
    return this.secondaryToWire(row.document, row.fileId, row.status, userId);
  }

  async getSecondaryDocument(userId: number): Promise<SecondaryDocument | null> {
    const row = await findSecondaryDocument(this.db, userId);
    return row ? this.secondaryToWire(row.document, row.fileId, row.status, userId) : null;
  }

  async saveContactDetail(userId: number, input: ContactDetailInput): Promise<ContactDetail> {
    if (!isCountryCode(input.country)) throw FieldValidationError.field('country', Messages.chooseCountry);
    const row = await this.db.transaction(async (tx) => {
      const saved = await saveContactDetail(tx, {
        userId,
        channel: input.channel,
        country: input.country,
        addressLine1: input.address_line_1,
        suburb: input.suburb,
        state: input.state,
        postCode: input.post_code,
      });
      await detailSaved(this.events, tx, { userId, detail: 'contact_details', at: new Date() });
      return saved;
    });
    return contactToWire(row);
  }

  async getContactDetail(userId: number): Promise<ContactDetail | null> {
    const row = await findContactDetail(this.db, userId);
    return row ? contactToWire(row) : null;
  }

  async saveAdditionalDetail(userId: number, input: AdditionalDetailInput): Promise<AdditionalDetail> {
    const unlisted = unlistedChoices(input);
    if (Object.keys(unlisted).length > 0) throw new FieldValidationError(unlisted);
    const row = await this.db.transaction(async (tx) => {
      const saved = await saveAdditionalDetail(tx, { userId, data: input });
      await detailSaved(this.events, tx, { userId, detail: 'additional_details', at: new Date() });
      return saved;
    });
    return { ...row.data, id: row.id };
  }

  async getAdditionalDetail(userId: number): Promise<AdditionalDetail | null> {
    const row = await findAdditionalDetail(this.db, userId);
    return row ? { ...row.data, id: row.id } : null;
  }

  private async secondaryToWire(
    document: SecondaryDocumentInput,
    fileId: number | null,
    status: 'verified' | 'not_verified',
    userId: number,
  ): Promise<SecondaryDocument> {
    const file = fileId ? await findOwnedFile(this.db, fileId, userId) : undefined;
    const details = Object.fromEntries(
      Object.entries(document)
        .filter(([key]) => !['document_type', 'medicare_card_file', 'document_file'].includes(key))
        .map(([key, value]) => [key, value == null ? null : String(value)]),
    );
    return { document_type: document.document_type, details, file: file ? this.files.toWire(file) : null, status };
  }
}

/**
 * Countries and the language must be on the lists the forms offer (GET /utils/countries/ and
 * /utils/languages/): the contract checks their shape, only the server has the lists.
 */
function unlistedChoices(input: AdditionalDetailInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const country = (field: string, code: string) => {
    if (code !== '' && !isCountryCode(code)) errors[field] = [Messages.chooseCountry];
  };
  country('office_address_country', input.office_address_country);
  country('principal_place_country', input.principal_place_country);
  country('non_australian_tax_resident_country', input.non_australian_tax_resident_country);
  input.country_of_citizenship.forEach((code, i) => country(`country_of_citizenship.${i}`, code));
  input.non_australian_resident_country.forEach((code, i) => country(`non_australian_resident_country.${i}`, code));
  if (!isLanguageCode(input.preferred_language)) errors['preferred_language'] = [Messages.chooseLanguage];
  return errors;
}

function identityDocument(input: SecondaryDocumentInput): IdentityDocument {
  switch (input.document_type) {
    case 'medicare_card':
      return {
        document_type: 'medicare_card',
        card_type: input.card_type,
        medicare_card_number: input.medicare_card_number,
        individual_reference_number: input.individual_reference_number,
        medicare_expiry_date: input.medicare_expiry_date,
      };
    case 'passport':
      return { document_type: 'passport', document_id: input.document_id };
    default:
      return {
        document_type: 'driver_licence',
        document_state: input.document_state,
        document_id: input.document_id,
        card_number: input.card_number,
      };
  }
}

function contactToWire(row: {
  id: number;
  channel: ContactDetail['channel'];
  country: string;
  addressLine1: string;
  suburb: string;
  state: string;
  postCode: string;
}): ContactDetail {
  return {
    id: row.id,
    channel: row.channel,
    country: row.country,
    address_line_1: row.addressLine1,
    suburb: row.suburb,
    state: row.state,
    post_code: row.postCode,
  };
}
