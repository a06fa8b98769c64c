import { Messages, RestrictionType } from '@portal/contract';

/** The restriction types as the customisation step names them; '' is no restriction. */
export const RestrictionTypeLabels: Record<RestrictionType, string> = {
  do_not_sell: 'Do not sell',
  do_not_buy: 'Do not buy',
  do_not_hold: 'Do not hold',
};

export const NO_RESTRICTION_LABEL = 'None';
export const MIXED_LABEL = Messages.restrictionGroupMixed;

export const restrictionTypeOptions = [
  { value: '', label: NO_RESTRICTION_LABEL },
  ...Object.values(RestrictionType).map((type) => ({ value: type, label: RestrictionTypeLabels[type] })),
];
