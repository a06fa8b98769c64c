/** The signing-redirect screen changes its status text every 4 to 6 seconds (spec 2 §4). */
export const SIGNING_STATUS_ROTATION_MS = { min: 4000, max: 6000 } as const;
