import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { personalDetails, uploadedFiles, users } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { newSecret } from '../../platform/secrets.js';
import { hashPassword } from '../../modules/auth/index.js';
import { avatarPng } from './avatar-png.js';
import { DEMO_PASSWORD } from './users.js';

/** The registered person whose details wait in the back office's identity review. */
export const DEMO_REVIEW_PERSON = {
  email: 'review@example.com',
  phoneNumber: '0412000005',
  firstName: 'Jordan',
  lastName: 'Unverifiable',
} as const;

/**
 * A person who registered, failed the automatic identity check three times and skipped it
 * (issue #23 item 2), with a copy of their driver licence: the identity review is not empty in
 * the demo. Idempotent: a person already there is left as they are (reviewed or not).
 */
export async function seedIdentityReview(db: Database, tenantId: number, files: FileStorage | undefined) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_REVIEW_PERSON.email}`)
    .limit(1);
  if (existing) return;
  const registered = new Date('2026-11-20T01:00:00Z');
  const content = avatarPng(96, [214, 226, 240], [40, 70, 120]);
  const storageKey = newSecret();
  if (files) await files.put(storageKey, content, 'image/png');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...DEMO_REVIEW_PERSON,
        passwordHash,
        tenantId,
        emailVerifiedAt: registered,
        phoneVerifiedAt: registered,
      })
      .returning({ id: users.id });
    const [file] = files
      ? await tx
          .insert(uploadedFiles)
          .values({
            ownerId: user!.id,
            fileName: 'driver-licence.png',
            storageKey,
            contentType: 'image/png',
            sizeBytes: content.length,
            createdAt: registered,
          })
          .returning({ id: uploadedFiles.id })
      : [];
    await tx.insert(personalDetails).values({
      userId: user!.id,
      titleId: 1, // Mr
      genderId: 2, // Male
      firstName: DEMO_REVIEW_PERSON.firstName,
      lastName: DEMO_REVIEW_PERSON.lastName,
      dateOfBirth: '1988-02-29',
      country: 'AU',
      state: 'VIC',
      suburb: 'Fitzroy',
      postCode: '3065',
      streetNumber: '27',
      streetName: 'Brunswick Street',
      document: {
        document_type: 'driver_licence',
        document_state: 'VIC',
        document_id: '048213576',
        card_number: 'P1234567',
        expiry_date: '2030-08-31',
      },
      documentFileId: file?.id ?? null,
      consentAt: registered,
      status: 'pending',
      failedVerificationAttempts: 3,
      verificationReasons: ['Name could not be matched'],
      skippedAt: registered,
      createdAt: registered,
      updatedAt: registered,
    });
  });
}
