import { UserActivityType, UserActivityTypeLabel, type ActivityTypeItem } from '@portal/contract';

/** The kinds of entry of the profile's activity list, with the words its "type" column shows. */
export const ACTIVITY_TYPES: readonly ActivityTypeItem[] = Object.values(UserActivityType).map((code) => ({
  code,
  name: UserActivityTypeLabel[code],
}));
