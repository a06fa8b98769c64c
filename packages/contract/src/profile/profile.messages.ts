/** The profile's settings (spec 1 §2, §8): this domain's part of `Messages`. */
export const profileSpecMessages = {
  settingsSaved: 'Your settings were successfully changed',
} as const;
