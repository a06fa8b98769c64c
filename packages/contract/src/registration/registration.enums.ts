/** The registration steps of a profile and the onboarding tasks after it (spec 1 §3-§4, spec 2 §4). */
import type { ValueOf } from '../value-of.js';

/** The profile-level registration steps, filled in this order. */
export const ProfileRegistrationStep = {
  personal_details: 'personal_details',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
} as const;
export type ProfileRegistrationStep = ValueOf<typeof ProfileRegistrationStep>;

/** Onboarding tasks after registration, also called application (activation) steps. */
export const OnboardingTask = {
  activate_account: 'activate_account',
  fill_in_missing_details: 'fill_in_missing_details',
  loan_note_not_created: 'loan_note_not_created',
  finish_loan_note_application: 'finish_loan_note_application',
  submit_investment_policy_statement: 'submit_investment_policy_statement',
  sign_investment_policy_statement: 'sign_investment_policy_statement',
} as const;
export type OnboardingTask = ValueOf<typeof OnboardingTask>;

/** Contact channel of a contact detail. */
export const ContactChannel = { phone: 'phone', sms: 'sms', email: 'email' } as const;
export type ContactChannel = ValueOf<typeof ContactChannel>;
