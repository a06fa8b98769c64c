import {
  ErrorCode,
  Messages,
  VERIFICATION_ATTEMPTS_BEFORE_SKIP,
  type IdentityDocument,
  type IdentityVerificationResult,
  type PersonalDetail,
  type PersonalDetailInput,
  type StoredPrimaryDocument,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { PersonalDetailRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { IdentityCheckUnavailableError, type IdentityVerifier } from '../../platform/identity/identity-verifier.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findOwnedFile } from '../files/index.js';
import type { UploadedFilesService } from '../files/index.js';
import { isGenderId } from '../lookups/index.js';
import { isTitleForGender } from '../lookups/index.js';
import { detailSaved } from './detail-saved.js';
import { findPersonalDetail, updatePersonalDetail, upsertPersonalDetail } from './personal-details.repository.js';

const DOCUMENT_FIELD = 'primary_verification_document';

/**
 * Saving personal details runs the identity check (spec 1 §4). A failed check is an outcome, not
 * an error: the details are kept, the attempt is counted, and after three the person may skip
 * and leave the check to staff. Registration then moves on: to the secondary document when the
 * identity is not verified automatically, else straight to contact details.
 *
 * A check that could not run (the provider was unreachable) is error_1: the details are kept
 * without counting an attempt, registration stays where it is, the answer is a 503, and the
 * person may skip at once.
 */
export class PersonalDetailsService {
  constructor(
    private readonly db: Database,
    private readonly verifier: IdentityVerifier,
    private readonly files: UploadedFilesService,
    private readonly events: DomainEvents,
  ) {}

  async get(userId: number): Promise<PersonalDetail | null> {
    const row = await findPersonalDetail(this.db, userId);
    return row ? this.toWire(row) : null;
  }

  async save(userId: number, input: PersonalDetailInput, now: Date): Promise<PersonalDetail> {
    const existing = await findPersonalDetail(this.db, userId);
    const { document_file: fileId, ...rest } = input.primary_verification_document;
    const document = rest as StoredPrimaryDocument;
    await this.checkRules(userId, input, existing, document, fileId ?? null);

    const typed = {
      userId,
      titleId: input.title,
      genderId: input.gender,
      firstName: input.first_name,
      middleName: input.middle_name ?? '',
      lastName: input.last_name,
      preferredName: input.preferred_name ?? '',
      dateOfBirth: input.date_of_birth,
      country: input.country,
      state: input.state,
      suburb: input.suburb,
      postCode: input.post_code,
      streetNumber: input.street_number,
      streetName: input.street_name,
      addressLine1: input.address_line_1 ?? '',
      document,
      documentFileId: fileId ?? existing?.documentFileId ?? null,
      consentAt: input.consent_access ? now : (existing?.consentAt ?? null),
    };
    const notVerifiedStatus = existing?.status === 'pending' ? 'pending' : 'not_verified';
    const attemptsSoFar = existing?.failedVerificationAttempts ?? 0;

    const unchangedVerified = existing?.status === 'verified' && sameDocument(existing.document, document);
    let result: IdentityVerificationResult;
    try {
      result = unchangedVerified ? { status: 'verified', reasons: [] } : await this.verify(input, document);
    } catch (error) {
      if (!(error instanceof IdentityCheckUnavailableError)) throw error;
      // Nothing was decided about the person: keep what they typed, count nothing, move nothing.
      await upsertPersonalDetail(this.db, {
        ...typed,
        status: notVerifiedStatus,
        failedVerificationAttempts: attemptsSoFar,
        verificationReasons: [],
        verifiedAt: null,
        checkUnavailableAt: now,
      });
      const unavailable = new HttpError(ErrorCode.identityCheckUnavailable, Messages.identityCheckUnavailable);
      unavailable.cause = error;
      throw unavailable;
    }
    const verified = result.status === 'verified';
    // The details and the registration step move together: a process stopped in between must
    // not leave details saved with registration still asking for them (or the other way round).
    const row = await this.db.transaction(async (tx) => {
      const saved = await upsertPersonalDetail(tx, {
        ...typed,
        status: verified ? 'verified' : notVerifiedStatus,
        failedVerificationAttempts: attemptsSoFar + (verified ? 0 : 1),
        verificationReasons: result.reasons,
        verifiedAt: verified ? (existing?.verifiedAt ?? now) : null,
        // The check ran this time: skipping is again earned by failed attempts only.
        checkUnavailableAt: null,
      });
      await detailSaved(this.events, tx, {
        userId,
        detail: 'personal_details',
        verified: saved.status === 'verified',
        at: now,
      });
      return saved;
    });
    return this.toWire(row);
  }

  /** After three failed checks, or when the last check could not run (error_1), the person may go on; staff check by hand. */
  async skipVerification(userId: number, id: number, now: Date): Promise<PersonalDetail> {
    const row = await findPersonalDetail(this.db, userId);
    if (!row || row.id !== id) throw notFound();
    if (row.status === 'verified') return this.toWire(row);
    if (row.failedVerificationAttempts < VERIFICATION_ATTEMPTS_BEFORE_SKIP && !row.checkUnavailableAt) {
      throw FieldValidationError.nonField(
        `Verification can be skipped after ${VERIFICATION_ATTEMPTS_BEFORE_SKIP} unsuccessful attempts.`,
      );
    }
    const updated = await this.db.transaction(async (tx) => {
      const skipped = await updatePersonalDetail(tx, row.id, { status: 'pending', skippedAt: now });
      await detailSaved(this.events, tx, { userId, detail: 'personal_details', verified: false, at: now });
      return skipped;
    });
    return this.toWire(updated);
  }

  private verify(input: PersonalDetailInput, document: StoredPrimaryDocument): Promise<IdentityVerificationResult> {
    return this.verifier.verify({
      first_name: input.first_name,
      middle_name: input.middle_name,
      last_name: input.last_name,
      date_of_birth: input.date_of_birth,
      address: {
        street_number: input.street_number,
        street_name: input.street_name,
        suburb: input.suburb,
        state: input.state,
        post_code: input.post_code,
        country: input.country,
      },
      document: verifierDocument(document),
    });
  }

  private async checkRules(
    userId: number,
    input: PersonalDetailInput,
    existing: PersonalDetailRow | undefined,
    document: StoredPrimaryDocument,
    fileId: number | null,
  ): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (!isGenderId(input.gender)) problems.gender = ['Choose a gender from the list.'];
    else if (!isTitleForGender(input.title, input.gender))
      problems.title = ['Choose a title offered for the selected gender.'];
    const unchangedVerified = existing?.status === 'verified' && sameDocument(existing.document, document);
    if (!unchangedVerified) {
      if (!input.consent_access) problems.consent_access = [Messages.fieldRequired];
      const hasFile =
        fileId !== null || (existing?.documentFileId != null && sameDocument(existing.document, document));
      if (document.document_type === 'driver_licence' && !hasFile)
        problems[`${DOCUMENT_FIELD}.document_file`] = [Messages.fieldRequired];
    }
    if (fileId !== null && !(await findOwnedFile(this.db, fileId, userId))) {
      problems[`${DOCUMENT_FIELD}.document_file`] = [Messages.uploadedFileNotFound];
    }
    if (Object.keys(problems).length) throw new FieldValidationError(problems);
  }

  private async toWire(row: PersonalDetailRow): Promise<PersonalDetail> {
    const file = row.documentFileId ? await findOwnedFile(this.db, row.documentFileId, row.userId) : undefined;
    const doc = row.document;
    return {
      id: row.id,
      title: row.titleId,
      gender: row.genderId,
      first_name: row.firstName,
      middle_name: row.middleName,
      last_name: row.lastName,
      preferred_name: row.preferredName,
      date_of_birth: row.dateOfBirth,
      country: row.country,
      state: row.state,
      suburb: row.suburb,
      post_code: row.postCode,
      street_number: row.streetNumber,
      street_name: row.streetName,
      address_line_1: row.addressLine1,
      primary_verification_document: {
        document_type: doc.document_type,
        document_id: doc.document_id,
        document_state: doc.document_type === 'driver_licence' ? doc.document_state : null,
        card_number: doc.document_type === 'driver_licence' ? doc.card_number : null,
        issue_date: doc.issue_date ?? null,
        expiry_date: doc.expiry_date,
        document_file: file ? this.files.toWire(file) : null,
      },
      consent_access: Boolean(row.consentAt),
      status: row.status,
      no_failed_verification_attempts: row.failedVerificationAttempts,
      verification_message: row.status === 'verified' ? null : Messages.detailsNotVerified,
      review_message: row.status === 'not_verified' ? row.reviewMessage : null,
    };
  }
}

function sameDocument(a: object, b: object): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/** The verifier needs the document's identity fields only. */
function verifierDocument(document: StoredPrimaryDocument): IdentityDocument {
  return document.document_type === 'driver_licence'
    ? {
        document_type: 'driver_licence',
        document_state: document.document_state,
        document_id: document.document_id,
        card_number: document.card_number,
      }
    : { document_type: 'passport', document_id: document.document_id };
}
