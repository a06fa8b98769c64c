import type { Profile } from '@portal/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationInvites, type UserRow } from '../../db/schema/index.js';
import { findPersonalDetail } from '../identity/personal-details.repository.js';
import {
  findAdditionalDetail,
  findContactDetail,
  findSecondaryDocument,
} from '../identity/registration-details.repository.js';
import { toProfile } from './profile.mapper.js';

export interface RegistrationState {
  hasPersonal: boolean;
  hasContact: boolean;
  hasAdditional: boolean;
  personalStatus: 'verified' | 'not_verified' | 'pending' | null;
  hasSecondaryDocument: boolean;
  openInvite: { uuid: string; step: string } | null;
}

/** Where the user stands in registration: which details exist and the invitation still running. */
export async function registrationState(db: Database, userId: number): Promise<RegistrationState> {
  const [personal, contact, additional, secondary, invite] = await Promise.all([
    findPersonalDetail(db, userId),
    findContactDetail(db, userId),
    findAdditionalDetail(db, userId),
    findSecondaryDocument(db, userId),
    db
      .select({ uuid: registrationInvites.uuid, step: registrationInvites.step })
      .from(registrationInvites)
      .where(
        and(
          eq(registrationInvites.userId, userId),
          isNull(registrationInvites.completedAt),
          isNull(registrationInvites.revokedAt),
        ),
      )
      .orderBy(desc(registrationInvites.createdAt))
      .limit(1),
  ]);
  return {
    hasPersonal: Boolean(personal),
    hasContact: Boolean(contact),
    hasAdditional: Boolean(additional),
    personalStatus: personal?.status ?? null,
    hasSecondaryDocument: Boolean(secondary),
    openInvite: invite[0] ?? null,
  };
}

/**
 * The profile with what the server knows of registration: a user (not staff) with personal,
 * contact or additional details missing is sent to the Individual info flow; an identity the
 * first document did not verify asks for a secondary document.
 */
export async function buildProfile(db: Database, user: UserRow): Promise<Profile> {
  const state = await registrationState(db, user.id);
  const base = toProfile(user);
  const verified = state.personalStatus === 'verified';
  return {
    ...base,
    verified_status:
      state.personalStatus === null
        ? base.verified_status
        : verified
          ? 'verified'
          : state.personalStatus === 'pending'
            ? 'pending'
            : 'not_verified',
    registration_invite_uuid: state.openInvite?.uuid ?? null,
    force_filling_missing_personal_details:
      !user.isStaff && !(state.hasPersonal && state.hasContact && state.hasAdditional),
    requires_secondary_document: state.hasPersonal && !verified && !state.hasSecondaryDocument,
  };
}
