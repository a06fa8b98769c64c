import { RegistrationInviteStep } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { findPreparedAccount, type AccountCreated } from '../accounts/index.js';
import type { DetailSaved } from '../identity/index.js';
import { missingIndividualInfoStep, registrationState } from '../profiles/index.js';
import { completeInviteAtStep, findInvitesOfUserAtStep, updateInvite } from './invitations.repository.js';

/**
 * Where registration goes once the person's details are complete (spec 1 §4): setting up a new
 * account, or taking up the one the provider prepared: still in setup (account_activate) or
 * already active (account_fake_create).
 */
async function accountStep(tx: Database, preparedAccountId: number | null): Promise<RegistrationInviteStep> {
  const prepared = preparedAccountId ? await findPreparedAccount(tx, preparedAccountId) : undefined;
  if (!prepared) return RegistrationInviteStep.account_create;
  return prepared.isActive ? RegistrationInviteStep.account_fake_create : RegistrationInviteStep.account_activate;
}

/**
 * The step a person with a sign-in continues their registration at: the first of their own details
 * still missing (personal, a secondary document when the first did not verify, contact,
 * additional), else the account step. Worked out from what is saved rather than moved one step at
 * a time, so someone who registered before (activate-user) skips what they already filled in.
 */
export async function nextRegistrationStep(
  tx: Database,
  userId: number,
  preparedAccountId: number | null,
): Promise<RegistrationInviteStep> {
  // The Individual info steps are registration invite steps of the same names.
  return missingIndividualInfoStep(await registrationState(tx, userId)) ?? accountStep(tx, preparedAccountId);
}

/**
 * Reacts to `identity.detail-saved`: an invitation waiting at the detail just saved moves to what
 * registration needs next. Saved elsewhere (the invitation at another step), it stays.
 */
export async function followSavedDetail(event: DetailSaved, tx: Database): Promise<void> {
  if (event.detail === 'individual_tax') return;
  for (const invite of await findInvitesOfUserAtStep(tx, event.userId, event.detail)) {
    const to = await nextRegistrationStep(tx, event.userId, invite.accountId);
    if (to !== invite.step) await updateInvite(tx, invite.id, { step: to });
  }
}

/**
 * Reacts to `accounts.account-created`: the invitation that brought the person to account setup
 * is used up once they have set up their account, and names that account from then on; they sign
 * in as usual from now on.
 */
export async function followCreatedAccount(event: AccountCreated, tx: Database): Promise<void> {
  await completeInviteAtStep(tx, event.userId, 'account_create', {
    step: RegistrationInviteStep.login,
    completedAt: event.at,
    createdAccountId: event.accountId,
  });
}
