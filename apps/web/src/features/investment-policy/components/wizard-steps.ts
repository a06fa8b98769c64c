import { IpsWizardStep } from '@portal/contract';

/** The wizard's order (spec 2 §4): booklet, asset allocation, customisation, gearing, then done. */
const ORDER: readonly IpsWizardStep[] = [
  IpsWizardStep.booklet,
  IpsWizardStep.asset_allocation,
  IpsWizardStep.customisation,
  IpsWizardStep.gearing,
  IpsWizardStep.done,
];

/** Each step's page heading. */
export const StepTitles = {
  booklet: 'Investment policy booklet',
  allocation: 'Strategic asset allocation',
  customisation: 'Investment policy customisation',
  gearing: 'Gearing',
} as const;

/** The four steps the stepper shows, with their names. */
export const WIZARD_STEPS = [
  { step: IpsWizardStep.booklet, label: 'Booklet' },
  { step: IpsWizardStep.asset_allocation, label: 'Asset allocation' },
  { step: IpsWizardStep.customisation, label: 'Customisation' },
  { step: IpsWizardStep.gearing, label: 'Gearing' },
] as const;

export type ShownStep = (typeof WIZARD_STEPS)[number]['step'];

/**
 * The wizard's step after saving one: `next`, unless the statement has already come further (a
 * person going back to change the allocation does not undo the steps after it).
 */
export function stepAfterSaving(current: IpsWizardStep, next: IpsWizardStep): IpsWizardStep {
  return ORDER.indexOf(current) >= ORDER.indexOf(next) ? current : next;
}

/** Whether the statement has come past `step`. */
export function isPast(current: IpsWizardStep, step: IpsWizardStep): boolean {
  return ORDER.indexOf(current) > ORDER.indexOf(step);
}
