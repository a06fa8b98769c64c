import { Messages, RestrictionType, RestrictionTypeLabel } from '@portal/contract';

export const NO_RESTRICTION_LABEL = 'None';
export const MIXED_LABEL = Messages.restrictionGroupMixed;

/** The restriction types to choose from; '' is no restriction. */
export const restrictionTypeOptions = [
  { value: '', label: NO_RESTRICTION_LABEL },
  ...Object.values(RestrictionType).map((type) => ({ value: type, label: RestrictionTypeLabel[type] })),
];
