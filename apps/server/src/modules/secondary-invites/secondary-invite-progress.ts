import { SecondaryInviteStep } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { findIndividualTax } from '../identity/index.js';
import { missingIndividualInfoStep, registrationState } from '../profiles/index.js';
import { findOpenInvitesOfUser, updateSecondaryInvite } from './secondary-invites.repository.js';

/** The steps where the invitee fills in their own details; the step follows what is still missing. */
export const IDENTITY_STEPS = [
  SecondaryInviteStep.fill_individual_tax,
  SecondaryInviteStep.personal_details,
  SecondaryInviteStep.secondary_verification_document,
  SecondaryInviteStep.contact_details,
  SecondaryInviteStep.additional_details,
] as const;

/**
 * Where a secondary user's invitation stands once they are signed in: the first of their own
 * details still missing (tax, personal, a secondary document when the first did not verify,
 * contact, additional), else ready_for_acceptance. Computed from the data rather than moved one
 * step at a time, so someone already registered skips what they have filled in before.
 */
export async function nextIdentityStep(db: Database, userId: number): Promise<SecondaryInviteStep> {
  const [state, tax] = await Promise.all([registrationState(db, userId), findIndividualTax(db, userId)]);
  if (!tax) return SecondaryInviteStep.fill_individual_tax;
  // The Individual info steps are secondary invite steps of the same names.
  return missingIndividualInfoStep(state) ?? SecondaryInviteStep.ready_for_acceptance;
}

/** After any of the user's details is saved: moves each of their invitations in an identity step on. */
export async function syncSecondaryInviteSteps(db: Database, userId: number, now: Date = new Date()): Promise<void> {
  const invites = await findOpenInvitesOfUser(db, userId, IDENTITY_STEPS);
  if (invites.length === 0) return;
  const step = await nextIdentityStep(db, userId);
  for (const invite of invites) {
    if (invite.step === step) continue;
    await updateSecondaryInvite(db, invite.id, {
      step,
      ...(step === SecondaryInviteStep.ready_for_acceptance ? { readyAt: now } : {}),
    });
  }
}
