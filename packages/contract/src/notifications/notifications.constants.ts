/** The notification bell shows at most this number, then '3+' (spec 3 §2.11). */
export const NOTIFICATION_BELL_CAP = 3;
