import { InvestmentPolicyMessages as M, IpsWizardStep } from '@portal/contract';
import { FieldValidationError } from '../../plugins/app/http-errors.js';

/**
 * The IPS wizard's order (spec 2 §4): booklet, asset allocation, customisation, gearing, done.
 * A statement's `wizard_step` is the next step to show; saving a step moves it on, never back,
 * so going back to re-save an earlier step keeps the answers of the later ones.
 */
const ORDER: readonly IpsWizardStep[] = [
  IpsWizardStep.booklet,
  IpsWizardStep.asset_allocation,
  IpsWizardStep.customisation,
  IpsWizardStep.gearing,
  IpsWizardStep.done,
];

/** What is still to do when a later step is tried from here. */
const STILL_TO_DO: Partial<Record<IpsWizardStep, string>> = {
  booklet: M.bookletFirst,
  asset_allocation: M.allocationFirst,
  customisation: M.customisationFirst,
};

/** Whether the wizard has come as far as `step` (its earlier steps are saved). */
export function hasReached(current: IpsWizardStep, step: IpsWizardStep): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(step);
}

/** The wizard after `step` was reached: the further of the two. */
export function furthest(current: IpsWizardStep, step: IpsWizardStep): IpsWizardStep {
  return hasReached(current, step) ? current : step;
}

/** Refuses (400, non-field) saving `step` before the steps ahead of it, naming the first one left. */
export function requireReached(current: IpsWizardStep, step: IpsWizardStep): void {
  if (!hasReached(current, step)) throw FieldValidationError.nonField(STILL_TO_DO[current]!);
}
