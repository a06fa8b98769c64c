import type { OnboardingTaskItem } from '@portal/contract';
import { actsForClients } from '../auth/index.js';
import type { UserRow } from '../../db/schema/index.js';
import type { RegistrationState } from './profile-builder.js';

/**
 * What the user still has to do, in order, from their state (spec 1 §4 onboarding tasks). The
 * account tasks (loan notes, investment policy statement) join when account setup exists.
 */
export function onboardingTasks(user: UserRow, state: RegistrationState): OnboardingTaskItem[] {
  const tasks: OnboardingTaskItem[] = [];
  if (!actsForClients(user) && !(state.hasPersonal && state.hasContact && state.hasAdditional)) {
    const first = !state.hasPersonal
      ? 'personal-details'
      : !state.hasContact
        ? 'contact-details/edit'
        : 'additional-details/edit';
    tasks.push({
      task: 'fill_in_missing_details',
      title: 'Complete your personal details',
      url: `/account-new/${first}`,
    });
  }
  if (
    state.openInvite &&
    ['account_create', 'account_fake_create', 'account_activate'].includes(state.openInvite.step)
  ) {
    tasks.push({ task: 'activate_account', title: 'Set up your account', url: '/account-setup/apply-now/' });
  }
  return tasks;
}
