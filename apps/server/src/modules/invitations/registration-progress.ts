import type { Database } from '../../db/client.js';
import { findPreparedAccount, type AccountCreated } from '../accounts/index.js';
import type { DetailSaved } from '../identity/index.js';
import { advanceInviteStep, completeInviteAtStep, findInviteOfUserAtStep } from './invitations.repository.js';

/**
 * The registration step a saved detail moves the person's invitation on from, and to. Personal
 * details lead to contact details when the check verified the person, else to a second document.
 */
function stepsAfter(event: DetailSaved): { from: string; to: string } | null {
  switch (event.detail) {
    case 'personal_details':
      return { from: 'personal_details', to: event.verified ? 'contact_details' : 'secondary_verification_document' };
    case 'secondary_verification_document':
      return { from: 'secondary_verification_document', to: 'contact_details' };
    case 'contact_details':
      return { from: 'contact_details', to: 'additional_details' };
    case 'additional_details':
      return { from: 'additional_details', to: 'account_create' };
    case 'individual_tax':
      return null;
  }
}

/**
 * Where registration goes once the person's details are complete (spec 1 §4): setting up a new
 * account, or taking up the one the provider prepared: still in setup (account_activate) or
 * already active (account_fake_create).
 */
async function accountStep(tx: Database, userId: number): Promise<string> {
  const invite = await findInviteOfUserAtStep(tx, userId, 'additional_details');
  const prepared = invite?.accountId ? await findPreparedAccount(tx, invite.accountId) : undefined;
  if (!prepared) return 'account_create';
  return prepared.isActive ? 'account_fake_create' : 'account_activate';
}

/** Reacts to `identity.detail-saved`: the registration invitation follows the details. */
export async function followSavedDetail(event: DetailSaved, tx: Database): Promise<void> {
  const steps = stepsAfter(event);
  if (!steps) return;
  const to = steps.to === 'account_create' ? await accountStep(tx, event.userId) : steps.to;
  await advanceInviteStep(tx, event.userId, steps.from, to);
}

/**
 * Reacts to `accounts.account-created`: the invitation that brought the person to account setup
 * is used up once they have set up their account; they sign in as usual from now on.
 */
export async function followCreatedAccount(event: AccountCreated, tx: Database): Promise<void> {
  await completeInviteAtStep(tx, event.userId, 'account_create', 'login', event.at);
}
