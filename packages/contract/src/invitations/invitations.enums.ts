/** Where an invitation stands (spec 1 §4, spec 2 §4): the primary user's and a secondary user's. */
import type { ValueOf } from '../value-of.js';

export const RegistrationInviteStep = {
  expired: 'expired',
  account_create: 'account_create',
  account_fake_create: 'account_fake_create',
  account_activate: 'account_activate',
  enter_code: 'enter_code',
  welcome: 'welcome',
  login: 'login',
  sign_up: 'sign_up',
  confirm_phone_number: 'confirm_phone_number',
  personal_details: 'personal_details',
  secondary_verification_document: 'secondary_verification_document',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
} as const;
export type RegistrationInviteStep = ValueOf<typeof RegistrationInviteStep>;

export const SecondaryInviteStep = {
  expired: 'expired',
  welcome: 'welcome',
  password_reset: 'password_reset',
  confirm_phone_number: 'confirm_phone_number',
  activation: 'activation',
  fill_individual_tax: 'fill_individual_tax',
  personal_details: 'personal_details',
  secondary_verification_document: 'secondary_verification_document',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
  ready_for_acceptance: 'ready_for_acceptance',
  completed: 'completed',
} as const;
export type SecondaryInviteStep = ValueOf<typeof SecondaryInviteStep>;
