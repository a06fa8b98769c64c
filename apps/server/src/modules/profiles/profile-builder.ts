import {
  IndividualInfoStep,
  UserRegistrationStep,
  type ManagedUserIndividualInfo,
  type Profile,
  type UserRegistrationSteps,
} from '@portal/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationInvites, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/app/http-errors.js';
import { actsForClients } from '../auth/index.js';
import { findSelectedAccountId, holdsAnAccount } from '../accounts/index.js';
import { findPersonalDetail } from '../identity/index.js';
import { findAdditionalDetail, findContactDetail, findSecondaryDocument } from '../identity/index.js';
import { toProfile } from './profile.mapper.js';

/** Parts of the profile other services fill (see profiles.service.ts). */
export type ProfileSection =
  'personal_detail' | 'contact_detail' | 'additional_detail' | 'advisors' | 'activities' | 'notification_settings';

export interface RegistrationState {
  hasPersonal: boolean;
  hasContact: boolean;
  hasAdditional: boolean;
  personalStatus: 'verified' | 'not_verified' | 'pending' | null;
  /** The name as the personal details give it, once they are entered. */
  personalName: { firstName: string; lastName: string } | null;
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
    personalName: personal ? { firstName: personal.firstName, lastName: personal.lastName } : null,
    hasSecondaryDocument: Boolean(secondary),
    openInvite: invite[0] ?? null,
  };
}

/**
 * A user (not staff) with personal, contact or additional details missing is sent to the
 * Individual info flow (spec 1 §4). The one rule for the user's own profile and for a managed client.
 */
export function mustFillMissingDetails(user: UserRow, state: RegistrationState): boolean {
  return !actsForClients(user) && !(state.hasPersonal && state.hasContact && state.hasAdditional);
}

/** Personal details the first document did not verify ask for a secondary document. */
export function requiresSecondaryDocument(state: RegistrationState): boolean {
  return state.hasPersonal && state.personalStatus !== 'verified' && !state.hasSecondaryDocument;
}

/** The identity check of the personal details once entered; before that, what the user row says. */
function verifiedStatus(
  state: RegistrationState,
  beforeDetails: Profile['verified_status'],
): Profile['verified_status'] {
  return state.personalStatus ?? beforeDetails;
}

/** The first step of the Individual info flow still to fill, in the flow's order; null when done. */
export function missingIndividualInfoStep(state: RegistrationState): IndividualInfoStep | null {
  if (!state.hasPersonal) return IndividualInfoStep.personal_details;
  if (requiresSecondaryDocument(state)) return IndividualInfoStep.secondary_verification_document;
  if (!state.hasContact) return IndividualInfoStep.contact_details;
  if (!state.hasAdditional) return IndividualInfoStep.additional_details;
  return null;
}

/**
 * The client the request acts for (spec 1 §6 "Managed user"), or null when `subject` is the
 * signed-in user themself: who they are and where their own Individual info flow stands.
 */
export async function buildManagedUserIndividualInfo(
  db: Database,
  user: UserRow,
  subject: UserRow,
): Promise<ManagedUserIndividualInfo | null> {
  if (subject.id === user.id) return null;
  const state = await registrationState(db, subject.id);
  return {
    user_id: subject.id,
    email: subject.email,
    first_name: state.personalName?.firstName ?? subject.firstName,
    last_name: state.personalName?.lastName ?? subject.lastName,
    verified_status: verifiedStatus(state, toProfile(subject).verified_status),
    force_filling_missing_personal_details: mustFillMissingDetails(subject, state),
    requires_secondary_document: requiresSecondaryDocument(state),
    missing_step: missingIndividualInfoStep(state),
  };
}

/**
 * The signed-in user's own profile with what the server knows of their registration: a user (not
 * staff) with personal, contact or additional details missing is sent to the Individual info
 * flow; an identity the first document did not verify asks for a secondary document. When the
 * request acts for a client (`subject`), the profile stays the user's own and
 * `managed_user_individual_info` describes the client.
 */
export async function buildProfile(
  db: Database,
  user: UserRow,
  subject: UserRow = user,
): Promise<Omit<Profile, ProfileSection>> {
  const [state, managed, selectedAccountId] = await Promise.all([
    registrationState(db, user.id),
    buildManagedUserIndividualInfo(db, user, subject),
    findSelectedAccountId(db, user.id),
  ]);
  const base = toProfile(user);
  return {
    ...base,
    // Someone who registered from an invitation gave their name only in their personal details.
    first_name: state.personalName?.firstName ?? base.first_name,
    last_name: state.personalName?.lastName ?? base.last_name,
    selected_account_id: selectedAccountId,
    verified_status: verifiedStatus(state, base.verified_status),
    registration_invite_uuid: state.openInvite?.uuid ?? null,
    force_filling_missing_personal_details: mustFillMissingDetails(user, state),
    requires_secondary_document: requiresSecondaryDocument(state),
    managed_user_individual_info: managed,
  };
}

/**
 * GET /api/profiles/registration-steps/: the person's steps (or the one asked for). An
 * `invite_uuid` must be their own invitation still running; any other is a 404.
 */
export async function registrationStepsOf(
  db: Database,
  userId: number,
  query: { step?: UserRegistrationStep | undefined; invite_uuid?: string | undefined },
): Promise<UserRegistrationSteps> {
  const [state, holdsAccount] = await Promise.all([registrationState(db, userId), holdsAnAccount(db, userId)]);
  if (query.invite_uuid !== undefined && query.invite_uuid !== state.openInvite?.uuid) throw notFound();
  const all = userRegistrationSteps(state, holdsAccount);
  return query.step ? { ...all, steps: all.steps.filter((s) => s.step === query.step) } : all;
}

/**
 * The person's own registration steps (spec 2 §7 per user), each done or not needed, from the
 * state above and whether they hold an account yet.
 */
export function userRegistrationSteps(state: RegistrationState, holdsAccount: boolean): UserRegistrationSteps {
  const done: Record<UserRegistrationStep, boolean> = {
    personal_details: state.hasPersonal,
    secondary_verification_document: state.hasPersonal && !requiresSecondaryDocument(state),
    contact_details: state.hasContact,
    additional_details: state.hasAdditional,
    account_create: holdsAccount,
  };
  const steps = Object.values(UserRegistrationStep).map((step) => ({ step, is_completed: done[step] }));
  return { steps, current_step: steps.find((s) => !s.is_completed)?.step ?? null };
}
